import { AADHAAR_NUMBER } from '#contract/rules.ts';
import { AADHAAR_DIGITS } from '../input-limits.ts';

/** Aadhaar input keeps digits only, at most twelve. */
export function sanitizeAadhaar(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_DIGITS);
}

export function isValidAadhaar(value: string): boolean {
  return AADHAAR_NUMBER.pattern.test(value);
}

/** Shown as 'xxxx xxxx' and the last four digits. */
export function maskAadhaar(value: string): string {
  return `xxxx xxxx ${value.slice(-4)}`;
}
