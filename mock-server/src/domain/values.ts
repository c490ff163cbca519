/** '' means "not set" in the store; clients expect null there. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
