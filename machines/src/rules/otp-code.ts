import { OTP_LENGTH } from '../constants.ts';

export const OTP_REQUIRED = 'Please enter OTP';
export const OTP_INVALID = 'Please enter a valid 4-digit OTP';

const pattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function isValidOtp(value: string): boolean {
  return pattern.test(value.trim());
}

/** Mobile dialog: a blank code has its own text. */
export function validateOtp(value: string): string | null {
  if (value.trim() === '') return OTP_REQUIRED;
  return isValidOtp(value) ? null : OTP_INVALID;
}

/** E-mail dialog: one text for blank and malformed codes. */
export function validateEmailOtp(value: string): string | null {
  return isValidOtp(value) ? null : OTP_INVALID;
}
