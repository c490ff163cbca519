import { PERSON_NAME } from '#contract/rules.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

/** The rule's messages as the screens show them: 'Full Name …', and 'Candidate Name …' on the Refer a Candidate card. */
export const FULL_NAME_INVALID = message(PERSON_NAME.messageKeys.invalid);
export const CANDIDATE_NAME_INVALID = message(PERSON_NAME.messageKeys.invalidCandidate);
/** What a name input keeps: letters and single spaces, without stray null/undefined words. */
export function cleanFullName(input: string): string {
  return input
    .replace(/[^A-Za-z\s]/g, '')
    .replace(/\b(null|undefined)\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s/, '');
}

export function isValidFullName(name: string): boolean {
  const trimmed = name.trim();
  return PERSON_NAME.pattern.test(trimmed) && trimmed.length >= NAME_MIN_LENGTH && trimmed.length <= NAME_MAX_LENGTH;
}

/** `sidebar` is the Refer a Candidate card, which names the field Candidate Name. */
export function validateFullName(name: string, variant: 'form' | 'sidebar' = 'form'): Message | null {
  if (isValidFullName(name)) return null;
  return variant === 'sidebar' ? CANDIDATE_NAME_INVALID : FULL_NAME_INVALID;
}
