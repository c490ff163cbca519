import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '../../../api/index.ts';
import type { ValidateOtpInput, ValidateOtpOutput } from '#machines';
import { actorFailure, refusalBody } from './otp-failure.ts';

const path = `${PRODUCT_JOBS}/validateOTP` as const;

/** POST validateOTP; a wrong or expired code (400, 429) resolves with status false. */
export async function validateOtp(input: ValidateOtpInput): Promise<ValidateOtpOutput> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, {
      params: { query: { mobileNumber: input.mobileNumber, OTP: input.OTP, emailId: input.emailId, isClient: input.isClient } },
      body: {},
      ...init,
    }),
  );
  if (result.ok) {
    if (!result.data) return { status: false };
    const { status, token, name, email, id, message } = result.data;
    return { status, token, name: name ?? undefined, email: email ?? undefined, id, message };
  }
  const refusal = refusalBody<ValidateOtpOutput>(result);
  if (refusal) return { ...refusal, status: false };
  throw actorFailure(result);
}
