import { AADHAAR_DIGITS } from '../constants.ts';

export function sanitizeAadhaar(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_DIGITS);
}

export function isValidAadhaar(value: string): boolean {
  return new RegExp(`^\\d{${AADHAAR_DIGITS}}$`).test(value);
}

/** Shown as 'xxxx xxxx' and the last four digits. */
export function maskAadhaar(value: string): string {
  return `xxxx xxxx ${value.slice(-4)}`;
}
