import { PAN_NUMBER } from '#contract/rules.ts';
import { PAN_LENGTH } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

export const PAN_INVALID = message(PAN_NUMBER.messageKeys.invalid);

/** PAN input is upper-cased and keeps letters and digits, at most ten. */
export function sanitizePan(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAN_LENGTH);
}

export function isValidPan(value: string): boolean {
  return PAN_NUMBER.pattern.test(value);
}

export function validatePan(value: string): Message | null {
  return isValidPan(sanitizePan(value)) ? null : PAN_INVALID;
}
