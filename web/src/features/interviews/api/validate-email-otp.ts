import type { EmailOtpValidation, ValidateOtpInput } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '../../../api/index.ts';
import { otpActorFailure, refusedBody } from './generate-email-otp.ts';

const path = `${PRODUCT_JOBS}/validateOTP` as const;

/**
 * POST validateOTP for a client (mobileNumber empty, isClient=true). Resolves with the HTTP outcome, the body and
 * a plain-text answer, since the machine decides from all three; only a call with no usable answer rejects.
 */
export async function validateEmailOtp(input: ValidateOtpInput): Promise<EmailOtpValidation> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, {
      params: { query: { mobileNumber: input.mobileNumber, OTP: input.OTP, emailId: input.emailId, isClient: input.isClient } },
      body: {},
      ...init,
    }),
  );
  if (result.ok) {
    const body = result.data ? { message: result.data.message ?? undefined, status: typeof result.data.status === 'string' ? result.data.status : undefined } : null;
    return { ok: true, body, text: '' };
  }
  const refusal = refusedBody<{ message?: string; status?: unknown }>(result);
  if (refusal) {
    // A JSON refusal is judged by its fields: its raw text may well hold the word "success" (success: false).
    return { ok: false, body: { message: refusal.message, status: typeof refusal.status === 'string' ? refusal.status : undefined }, text: '' };
  }
  if (result.reason === 'http' && result.status < 500) return { ok: false, body: null, text: result.body };
  throw otpActorFailure(result);
}
