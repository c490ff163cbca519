import { message, type Message } from '../messages/message.ts';

export const UPI_MISMATCH = message('earnings:claim.upiMismatch');

/** UPI ID and its confirmation must agree after trimming. */
export function validateUpiPair(upiId: string, confirmUpiId: string): Message | null {
  const a = upiId.trim();
  return a !== '' && a === confirmUpiId.trim() ? null : UPI_MISMATCH;
}
