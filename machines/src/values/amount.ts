import { message, type Message } from '../messages/message.ts';

export const AMOUNT_INVALID = message('earnings:claim.amountInvalid');

/** 'Amount must be greater than ₹0 and less than your available balance ₹{balance}', the balance grouped as in India. */
export function amountRangeMessage(balance: number): Message {
  return message('earnings:claim.amountRange', { balance: balance.toLocaleString('en-IN') });
}

/** Keeps digits and dots, then parses; NaN when nothing numeric is left. */
export function parseAmount(raw: string): number {
  const cleaned = raw.replace(/[^\d.]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The full balance cannot be claimed: the amount must be strictly below it. */
export function validateClaimAmount(raw: string, balance: number): Message | null {
  const amount = parseAmount(raw);
  if (!Number.isFinite(amount)) return AMOUNT_INVALID;
  if (amount <= 0 || amount >= balance) return amountRangeMessage(balance);
  return null;
}
