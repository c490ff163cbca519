import { PRODUCT_JOBS } from '#contract/product.ts';
import type { GenerateOtpInput, GenerateOtpOutput } from '#machines';
import { api } from '#web/api/index.ts';
import { otpActorFailure, refusalBody } from '../model/otp-refusal.ts';

/**
 * POST generateOTP, for both sign-ins (the candidate's by mobile, the client's by e-mail); a refusal (400, 429)
 * resolves with its body so the machine can show the server's text.
 */
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
