import { AADHAAR_NUMBER } from '#contract/rules.ts';

/** The Aadhaar one-time code: digits only, 4 to 8 of them (the contract's `aadhaarOTP`). */
const AADHAAR_OTP_PATTERN = /^[0-9]{4,8}$/;
const AADHAAR_OTP_MAX_DIGITS = 8;

export const AADHAAR_NUMBER_INVALID = AADHAAR_NUMBER.messages.invalid;
export const KYC_MOBILE_REQUIRED = 'Mobile number is required';
export const REF_ID_REQUIRED = 'Reference ID is required for Aadhaar verification';
export const AADHAAR_OTP_SENT = 'OTP sent to the mobile number linked to your Aadhaar';
export const AADHAAR_OTP_SEND_FAILED = 'Failed to send OTP. Please try again.';
export const AADHAAR_OTP_SEND_UNREACHABLE = 'Unable to send OTP. Please try again.';
export const AADHAAR_OTP_REQUIRED = 'Please enter OTP';
export const AADHAAR_OTP_INVALID = 'Please enter a valid OTP (4 to 8 digits)';
export const AADHAAR_FAILED = 'Aadhaar verification failed. Please try again.';

/** Code input keeps digits only, at most eight. */
export function sanitizeAadhaarOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_OTP_MAX_DIGITS);
}

/** The first problem with a code, or null. */
export function validateAadhaarOtp(code: string): string | null {
  if (code === '') return AADHAAR_OTP_REQUIRED;
  return AADHAAR_OTP_PATTERN.test(code) ? null : AADHAAR_OTP_INVALID;
}
