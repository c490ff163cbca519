import { message, type Message } from '../messages/message.ts';

export const NO_EMAIL = message('profile:personal.noEmail');
export const NO_LOCATION = message('profile:personal.noLocation');
export const NO_SALARY = message('profile:personal.noSalary');

/**
 * The location line: 'city - pincode' or the city alone, as the record has them (data, the same in every language);
 * else a message: 'Pincode: x', or 'Location not provided'.
 */
export function profileLocationText(city: string, pincode: string): string | Message {
  const c = city.trim();
  const p = pincode.trim();
  if (c && p) return `${c} - ${p}`;
  if (c) return c;
  if (p) return message('profile:personal.pincodeOnly', { pincode: p });
  return NO_LOCATION;
}

let indianDigits: Intl.NumberFormat | undefined;

/** '₹30,000' in Indian digit grouping (₹1,20,000). */
const indianRupees = (amount: number) => {
  indianDigits ??= new Intl.NumberFormat('en-IN');
  return `₹${indianDigits.format(amount)}`;
};

/**
 * '₹30,000 per month', or 'Expected salary not provided'. The amount is written by `rupees` (the screen passes the
 * chosen language's); Indian digit grouping by default (₹1,20,000).
 */
export function profileSalaryText(
  amount: number | undefined,
  rupees: (amount: number) => string = indianRupees,
): Message {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return NO_SALARY;
  return message('profile:personal.salaryPerMonth', { amount: rupees(amount) });
}

/** Aadhaar's masking is in rules/aadhaar.ts; a PAN shows its first six characters replaced: XXXXXX234F. */
export function maskPan(pan: string): string {
  const value = pan.trim();
  if (value === '') return '';
  return `${'X'.repeat(Math.min(6, value.length))}${value.slice(6)}`;
}
