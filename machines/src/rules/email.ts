import { EMAIL_ADDRESS } from '#contract/rules.ts';
import { fillMessage } from './fill-message.ts';

export const EMAIL_INVALID = EMAIL_ADDRESS.messages.invalid;

export function isValidEmail(value: string): boolean {
  return EMAIL_ADDRESS.pattern.test(value.trim());
}

const EMAIL_WITH_EXAMPLE_TEXT = 'Please enter a valid email address (e.g., {{example}}).';

/** Profile editing names an example address in its message. */
export function profileEmailMessage(example: string): string {
  return fillMessage(EMAIL_WITH_EXAMPLE_TEXT, { example });
}

/** For optional e-mail fields: blank passes. */
export function validateOptionalEmail(value: string): string | null {
  if (value.trim() === '') return null;
  return isValidEmail(value) ? null : EMAIL_INVALID;
}
