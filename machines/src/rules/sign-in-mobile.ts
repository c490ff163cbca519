import { SIGN_IN_MOBILE_MAX_DIGITS, SIGN_IN_MOBILE_MIN_DIGITS } from '../constants.ts';

export const MOBILE_REQUIRED = 'Please enter mobile number';
export const MOBILE_INVALID = 'Please enter a valid mobile number (10-15 digits)';

const pattern = new RegExp(`^\\d{${SIGN_IN_MOBILE_MIN_DIGITS},${SIGN_IN_MOBILE_MAX_DIGITS}}$`);

/** The sign-in dialog's mobile check: the error text, or null when valid. */
export function validateSignInMobile(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return MOBILE_REQUIRED;
  return pattern.test(trimmed) ? null : MOBILE_INVALID;
}
