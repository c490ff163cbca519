import { PRODUCT_JOBS } from '#contract/product.ts';
import type { ActorFailure, GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput } from '#machines';
import { api, type ApiFailure } from '#web/api/index.ts';

// The one-time-code calls both sign-ins make (the candidate's by mobile, the client's by e-mail): generateOTP
// and validateOTP take the same query for both; each sign-in reads validateOTP's answer its own way.

/** The JSON body of a refused code call (a 4xx with { status: false, message }), when the server sent one. */
export function refusalBody<T extends object>(failure: ApiFailure): T | null {
  if (failure.reason !== 'http' || failure.status < 400 || failure.status >= 500) return null;
  try {
    const body: unknown = JSON.parse(failure.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as T) : null;
  } catch {
    return null;
  }
}

/** What a sign-in machine is told when no answer came back (its "network" texts) or the answer was unusable. */
export function otpActorFailure(failure: ApiFailure): ActorFailure {
  const network = failure.reason === 'network' || failure.reason === 'timeout';
  return { kind: network ? 'network' : 'server', status: failure.status, message: failure.message };
}

/** POST generateOTP; a refusal (400, 429) resolves with its body so the machine can show the server's text. */
export async function generateOtp(input: GenerateOtpInput): Promise<GenerateOtpOutput> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(`${PRODUCT_JOBS}/generateOTP`, {
      params: { query: { mobileNumber: input.mobileNumber, emailId: input.emailId, isClient: input.isClient } },
      body: {},
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { status: false };
  const refusal = refusalBody<GenerateOtpOutput>(result);
  if (refusal) return { ...refusal, status: false, success: false };
  throw otpActorFailure(result);
}

/** POST validateOTP, answered as it came: the caller reads the session or the refusal. */
export function postValidateOtp(input: ValidateOtpInput) {
  const { upstream } = api;
  return upstream.call((init) =>
    upstream.client.POST(`${PRODUCT_JOBS}/validateOTP`, {
      params: {
        query: { mobileNumber: input.mobileNumber, OTP: input.OTP, emailId: input.emailId, isClient: input.isClient },
      },
      body: {},
      ...init,
    }),
  );
}
