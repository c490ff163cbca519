import { PIN_CODE } from '#contract/rules.ts';
import { PIN_CODE_DIGITS } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

export const PIN_REQUIRED = message(PIN_CODE.messageKeys.required);
export const PIN_INVALID = message(PIN_CODE.messageKeys.invalid);

/** PIN code input keeps digits only, at most six. */
export function sanitizePinCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, PIN_CODE_DIGITS);
}

export function validatePinCode(value: string): Message | null {
  const trimmed = value.trim();
  if (trimmed === '') return PIN_REQUIRED;
  return PIN_CODE.pattern.test(trimmed) ? null : PIN_INVALID;
}
