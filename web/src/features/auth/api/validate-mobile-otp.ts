import type { ValidateOtpInput, ValidateOtpOutput } from '#machines';
import { otpActorFailure, postValidateOtp, refusalBody } from '#web/entities/candidate/index.ts';

/** validateOTP for the candidate; a wrong or expired code (400, 429) resolves with status false. */
export async function validateOtp(input: ValidateOtpInput): Promise<ValidateOtpOutput> {
  const result = await postValidateOtp(input);
  if (result.ok) {
    if (!result.data) return { status: false };
    const { status, token, name, email, id, message } = result.data;
    return { status, token, name: name ?? undefined, email: email ?? undefined, id, message };
  }
  const refusal = refusalBody<ValidateOtpOutput>(result);
  if (refusal) return { ...refusal, status: false };
  throw otpActorFailure(result);
}
