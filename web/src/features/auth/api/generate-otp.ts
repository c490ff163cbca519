import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '../../../api/index.ts';
import type { GenerateOtpInput, GenerateOtpOutput } from '#machines';
import { actorFailure, refusalBody } from './otp-failure.ts';

const path = `${PRODUCT_JOBS}/generateOTP` as const;

/** POST generateOTP; a refusal (400, 429) resolves with its body so the machine can show the server's text. */
export async function generateOtp(input: GenerateOtpInput): Promise<GenerateOtpOutput> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, {
      params: { query: { mobileNumber: input.mobileNumber, emailId: input.emailId, isClient: input.isClient } },
      body: {},
      ...init,
    }),
  );
  if (result.ok) return result.data ?? { status: false };
  const refusal = refusalBody<GenerateOtpOutput>(result);
  if (refusal) return { ...refusal, status: false, success: false };
  throw actorFailure(result);
}
