import { PRODUCT_JOBS } from '#contract/product.ts';
import type { ValidateOtpInput } from '#machines';
import { api } from '#web/api/index.ts';

/**
 * POST validateOTP, answered as it came: both sign-ins send the same query, and each reads the session or the
 * refusal its own way (with `refusalBody` and `otpActorFailure`).
 */
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
