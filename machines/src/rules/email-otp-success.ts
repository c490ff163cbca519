import type { EmailOtpValidation } from '../types.ts';

export const EMAIL_OTP_DEFAULT_ERROR = 'Invalid OTP';

/** The e-mail code check passes on any of four signals (document 001 section 7). */
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
