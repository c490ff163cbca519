import type { ActorFailure, GenerateOtpInput, GenerateOtpOutput } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, type ApiFailure } from '../../../api/index.ts';

const path = `${PRODUCT_JOBS}/generateOTP` as const;

function parsed<T>(failure: ApiFailure): T | null {
  if (failure.reason !== 'http' || failure.status < 400 || failure.status >= 500) return null;
  try {
    const body: unknown = JSON.parse(failure.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as T) : null;
  } catch {
    return null;
  }
}

/** What the machine is told when no usable answer came back (its "network" texts for no answer at all). */
export function otpActorFailure(failure: ApiFailure): ActorFailure {
  const network = failure.reason === 'network' || failure.reason === 'timeout';
  return { kind: network ? 'network' : 'server', status: failure.status, message: failure.message };
}

export { parsed as refusedBody };

/** POST generateOTP for a client's address (isClient=true, empty JSON body); a 4xx resolves with its body. */
export async function generateEmailOtp(input: GenerateOtpInput): Promise<GenerateOtpOutput> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, {
      params: { query: { mobileNumber: input.mobileNumber, emailId: input.emailId, isClient: input.isClient } },
      body: {},
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { status: false };
  const refusal = parsed<GenerateOtpOutput>(result);
  if (refusal) return { ...refusal, status: false, success: false };
  throw otpActorFailure(result);
}
