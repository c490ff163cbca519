import { INDIAN_MOBILE } from '#contract/rules.ts';

/** The 10-digit national number: strips a leading 91 (or 971) country code. */
export function nationalNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 12 && digits.startsWith('971')) return digits.slice(3);
  return digits;
}

/** The 10-digit national number of a valid Indian mobile (spaces, '+91' or '91' allowed in front), else null. */
export function validIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^[0-9]+$/.test(compact)) return null;
  const national = nationalNumber(compact);
  return INDIAN_MOBILE.pattern.test(national) ? national : null;
}

/** The national number of a usable mobile, or null for a missing, blank or '0' one. */
export function usableMobile(mobile: unknown): string | null {
  if (typeof mobile !== 'string' && typeof mobile !== 'number') return null;
  const national = nationalNumber(String(mobile));
  return national === '' || /^0+$/.test(national) ? null : national;
}
