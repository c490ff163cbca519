export const NO_EMAIL = 'Email not provided';
export const NO_LOCATION = 'Location not provided';
export const NO_SALARY = 'Expected salary not provided';

/** 'city - pincode', the city alone, 'Pincode: x', or 'Location not provided'. */
export function profileLocationText(city: string, pincode: string): string {
  const c = city.trim();
  const p = pincode.trim();
  if (c && p) return `${c} - ${p}`;
  if (c) return c;
  if (p) return `Pincode: ${p}`;
  return NO_LOCATION;
}

let indianDigits: Intl.NumberFormat | undefined;

/** '₹30,000 per month' in Indian digit grouping (₹1,20,000), or 'Expected salary not provided'. */
export function profileSalaryText(amount: number | undefined): string {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return NO_SALARY;
  indianDigits ??= new Intl.NumberFormat('en-IN');
  return `₹${indianDigits.format(amount)} per month`;
}

/** Aadhaar's masking is in rules/aadhaar.ts; a PAN shows its first six characters replaced: XXXXXX234F. */
export function maskPan(pan: string): string {
  const value = pan.trim();
  if (value === '') return '';
  return `${'X'.repeat(Math.min(6, value.length))}${value.slice(6)}`;
}
