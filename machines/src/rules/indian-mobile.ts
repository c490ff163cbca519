import { INDIAN_MOBILE_DIGITS } from '../constants.ts';

export const INDIAN_MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number starting with 6-9';
export const INDIAN_MOBILE_MAX_LENGTH = INDIAN_MOBILE_DIGITS;

export function isValidIndianMobile(digits: string): boolean {
  return /^[6-9]\d{9}$/.test(digits);
}

export function validateIndianMobile(digits: string): string | null {
  return isValidIndianMobile(digits) ? null : INDIAN_MOBILE_MESSAGE;
}
