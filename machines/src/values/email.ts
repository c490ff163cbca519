import { EMAIL_ADDRESS } from '#contract/rules.ts';
import { message, type Message } from '../messages/message.ts';

export const EMAIL_INVALID = message(EMAIL_ADDRESS.messageKeys.invalid);

export function isValidEmail(value: string): boolean {
  return EMAIL_ADDRESS.pattern.test(value.trim());
}

/** For optional e-mail fields: blank passes. */
export function validateOptionalEmail(value: string): Message | null {
  if (value.trim() === '') return null;
  return isValidEmail(value) ? null : EMAIL_INVALID;
}
