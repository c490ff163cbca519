import { UAE_MOBILE_DIGITS } from '../constants.ts';

export const UAE_MOBILE_MESSAGE = 'Please enter a valid 9-digit UAE mobile number starting with 5';
export const UAE_MOBILE_MAX_LENGTH = UAE_MOBILE_DIGITS;

export function isValidUaeMobile(digits: string): boolean {
  return /^5\d{8}$/.test(digits);
}

export function validateUaeMobile(digits: string): string | null {
  return isValidUaeMobile(digits) ? null : UAE_MOBILE_MESSAGE;
}
