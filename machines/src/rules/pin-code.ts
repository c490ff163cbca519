import { PIN_CODE_DIGITS } from '../constants.ts';

export const PIN_REQUIRED = 'PIN Code is required. Please enter a 6-digit PIN code.';
export const PIN_INVALID = 'PIN Code must be exactly 6 digits.';

export function sanitizePinCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, PIN_CODE_DIGITS);
}

export function validatePinCode(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return PIN_REQUIRED;
  return new RegExp(`^\\d{${PIN_CODE_DIGITS}}$`).test(trimmed) ? null : PIN_INVALID;
}
