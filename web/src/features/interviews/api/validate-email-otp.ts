import type { EmailOtpValidation, ValidateOtpInput } from '#machines';
import { otpActorFailure, postValidateOtp, refusalBody } from '#web/entities/candidate/index.ts';

/**
 * validateOTP for a client (mobileNumber empty, isClient=true). Resolves with the HTTP outcome, the body and
 * a plain-text answer, since the machine decides from all three; only a call with no usable answer rejects.
 */
export async function validateEmailOtp(input: ValidateOtpInput): Promise<EmailOtpValidation> {
  const result = await postValidateOtp(input);
  if (result.ok) {
    const body = result.data
      ? {
          message: result.data.message ?? undefined,
          status: typeof result.data.status === 'string' ? result.data.status : undefined,
        }
      : null;
    return { ok: true, body, text: '' };
  }
  const refusal = refusalBody<{ message?: string; status?: unknown }>(result);
  if (refusal) {
    // A JSON refusal is judged by its fields: its raw text may well hold the word "success" (success: false).
    return {
      ok: false,
      body: { message: refusal.message, status: typeof refusal.status === 'string' ? refusal.status : undefined },
      text: '',
    };
  }
  if (result.reason === 'http' && result.status < 500) return { ok: false, body: null, text: result.body };
  throw otpActorFailure(result);
}
