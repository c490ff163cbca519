export const UPI_MISMATCH = 'UPI IDs do not match. Please check and try again.';

/** UPI ID and its confirmation must agree after trimming. */
export function validateUpiPair(upiId: string, confirmUpiId: string): string | null {
  const a = upiId.trim();
  return a !== '' && a === confirmUpiId.trim() ? null : UPI_MISMATCH;
}
