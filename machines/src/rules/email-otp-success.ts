import type { EmailOtpValidation } from '../email-sign-in/email-sign-in-io.ts';

export const EMAIL_OTP_DEFAULT_ERROR = 'Invalid OTP';

/** The client's e-mail code check (validateOTP with isClient) passes on any of four signals. */
export function isEmailOtpValidated({ ok, body, text }: EmailOtpValidation): boolean {
  if (ok) return true;
  if (body?.message === 'OTP validated successfully') return true;
  if (body?.status === 'success') return true;
  const lower = text.toLowerCase();
  return lower.includes('validated') || lower.includes('success');
}

export function emailOtpError({ body }: EmailOtpValidation): string {
  return body?.message || EMAIL_OTP_DEFAULT_ERROR;
}
