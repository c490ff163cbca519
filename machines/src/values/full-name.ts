import { PERSON_NAME } from '#contract/rules.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

/** The rule's messages as the screens show them: 'Full Name …', and 'Candidate Name …' on the Refer a Candidate card. */
export const FULL_NAME_INVALID = message(PERSON_NAME.messageKeys.invalid);
export const CANDIDATE_NAME_INVALID = message(PERSON_NAME.messageKeys.invalidCandidate);

/**
 * A letter of the nine languages' scripts as a name is typed in them: Latin, or a letter, vowel sign or virama of
 * Devanagari to Malayalam (U+0900–U+0D7F; not their digits or dandas), and the joiners those scripts use.
 */
const NAME_LETTER = /^(?:[A-Za-z\u200c\u200d]|(?=[\u0900-\u0d7f])[\p{L}\p{M}])$/u;
const isNameLetter = (character: string) => NAME_LETTER.test(character);

/** What a name input keeps: letters of the nine scripts and single spaces, without stray null/undefined words. */
export function cleanFullName(input: string): string {
  return [...input]
    .filter((character) => isNameLetter(character) || /\s/.test(character))
    .join('')
    .replace(/\b(null|undefined)\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s/, '');
}

/** The typed characters a name input leaves out (digits, symbols), so that the field can say which and why. */
export function leftOutOfName(input: string): string {
  return [...new Set([...input].filter((character) => !isNameLetter(character) && !/\s/.test(character)))].join('');
}

const words = (name: string) => name.trim().replace(/\s+/g, ' ');
const withinLength = (name: string) => {
  const length = [...name].length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
};

/** Whether a name is one the upstream takes as it is: the contract's PersonName (Latin letters and spaces, 2–50). */
export function isSendableName(name: string): boolean {
  return PERSON_NAME.pattern.test(name) && withinLength(name);
}

/** Turns text in an Indian script into plain lower-case Latin letters (web/src/i18n/names/romanise.ts, loaded on demand). */
export type Romanise = (text: string) => string;

/**
 * The name as the upstream receives it: a Latin name as typed; a name typed in an Indian script romanised, each word
 * capitalised ('रमेश कुमार' → 'Ramesh Kumar'). The screens show this form under the field before it is sent.
 */
export function latinFullName(name: string, romanise: Romanise): string {
  const typed = words(name);
  if (PERSON_NAME.pattern.test(typed)) return typed;
  return romanise(typed)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * What is sent for a typed name: the name itself when it is in Latin letters, else its Latin form (`latin`, which the
 * screen made with latinFullName; null while that is loading).
 */
export function sentFullName(name: string, latin: string | null): string {
  const typed = words(name);
  return PERSON_NAME.pattern.test(typed) || latin === null ? typed : latin;
}

/** A name as typed: letters of the nine scripts and spaces, 2 to 50 letters, and what is sent one the upstream takes. */
export function isValidFullName(name: string, latin: string | null = null): boolean {
  const typed = words(name);
  return (
    [...typed].every((c) => c === ' ' || isNameLetter(c)) &&
    withinLength(typed) &&
    isSendableName(sentFullName(typed, latin))
  );
}

/** `sidebar` is the Refer a Candidate card, which names the field Candidate Name. */
export function validateFullName(
  name: string,
  variant: 'form' | 'sidebar' = 'form',
  latin: string | null = null,
): Message | null {
  if (isValidFullName(name, latin)) return null;
  return variant === 'sidebar' ? CANDIDATE_NAME_INVALID : FULL_NAME_INVALID;
}
