import { UAE_MOBILE_DIGITS } from '../constants.ts';
import { message, type KeyedMessage } from '../messages/message.ts';

/** 'Please enter a valid 9-digit UAE mobile number starting with 5' (the home flow's Enter Mobile Number step). */
export const UAE_MOBILE_INVALID = message('jobs:mobile.uaeInvalid');
export const UAE_MOBILE_MAX_LENGTH = UAE_MOBILE_DIGITS;

export function isValidUaeMobile(digits: string): boolean {
  return /^5\d{8}$/.test(digits);
}

export function validateUaeMobile(digits: string): KeyedMessage | null {
  return isValidUaeMobile(digits) ? null : UAE_MOBILE_INVALID;
}
