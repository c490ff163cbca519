/** '' means "not set" in the store; clients expect null there. */
export const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * A whole, non-negative number grouped the Indian way, as toLocaleString('en-IN') writes it (1,25,000). Written
 * out because the first Intl call loads the locale's data: 15 ms of the mock's start, for one seeded sentence.
 */
export function indianGrouped(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
