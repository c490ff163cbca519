import type { EmailOtpValidation } from '../email-sign-in/email-sign-in-io.ts';
import { message, upstream, type Message } from '../messages/message.ts';

export const EMAIL_OTP_DEFAULT_ERROR = message('interviews:signIn.otpInvalid');

/** The client's e-mail code check (validateOTP with isClient) passes on any of four signals. */
export function isEmailOtpValidated({ ok, body, text }: EmailOtpValidation): boolean {
  if (ok) return true;
  if (body?.message === 'OTP validated successfully') return true;
  if (body?.status === 'success') return true;
  const lower = text.toLowerCase();
  return lower.includes('validated') || lower.includes('success');
}

/** Why the code was not accepted: the answer's own message as the upstream wrote it, else 'Invalid OTP'. */
export function emailOtpError({ body }: EmailOtpValidation): Message {
  return body?.message ? upstream(body.message) : EMAIL_OTP_DEFAULT_ERROR;
}
