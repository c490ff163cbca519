import { INDIAN_MOBILE } from '#contract/rules.ts';
import { INDIAN_MOBILE_DIGITS } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

export const INDIAN_MOBILE_MESSAGE = message(INDIAN_MOBILE.messageKeys.invalid);
export const INDIAN_MOBILE_MAX_LENGTH = INDIAN_MOBILE_DIGITS;

export function isValidIndianMobile(digits: string): boolean {
  return INDIAN_MOBILE.pattern.test(digits);
}

export function validateIndianMobile(digits: string): Message | null {
  return isValidIndianMobile(digits) ? null : INDIAN_MOBILE_MESSAGE;
}
