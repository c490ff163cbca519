import { SIGN_IN_MOBILE_MAX_DIGITS, SIGN_IN_MOBILE_MIN_DIGITS } from '../constants.ts';
import { message, type Message } from '../messages/message.ts';

export const MOBILE_REQUIRED = message('auth:mobile.required');
export const MOBILE_INVALID = message('auth:mobile.invalid');

const pattern = new RegExp(`^\\d{${SIGN_IN_MOBILE_MIN_DIGITS},${SIGN_IN_MOBILE_MAX_DIGITS}}$`);

/** The sign-in dialog's mobile check: the error, or null when valid. */
export function validateSignInMobile(value: string): Message | null {
  const trimmed = value.trim();
  if (trimmed === '') return MOBILE_REQUIRED;
  return pattern.test(trimmed) ? null : MOBILE_INVALID;
}
