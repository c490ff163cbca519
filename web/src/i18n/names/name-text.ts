/**
 * The spellings a typed name is compared in: as typed (lower case, one space between words), folded to plain Latin
 * letters, and a sound key that forgives the usual ways one Indian name is spelt in Latin letters.
 */

/** Lower case, trimmed, one space between words: what today's substring match compares. */
export const rawKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Spellings that sound alike, in the order they are replaced ('ch' kept apart from a 'c' read as 'k' or 's'). */
const SOUNDS: readonly (readonly [RegExp, string])[] = [
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/c?ch/g, 'C'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/ph/g, 'f'],
  // Aspirated consonants and 'sh' lose their 'h': 'th' and 't', 'bh' and 'b' are one letter in most romanisations.
  [/([kgtdbjsC])h/g, '$1'],
  // v, w and bh are one letter in Bengali; Hindi writes English 'v' and 'w' alike.
  [/[wv]/g, 'b'],
  [/z/g, 'j'],
  [/C/g, 'c'],
  // A 'y' not followed by a vowel is one ('delivery', 'dilivari').
  [/y(?![aeiou])/g, 'i'],
];

function wordKey(word: string): string {
  const sounded = SOUNDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
  const single = sounded.replace(/(.)\1+/g, '$1');
  // Vowels are what romanisations disagree on most ('driver', 'draivar'; 'naukri', 'naukari'): the key drops them,
  // keeping only that the word starts with one ('electrician', 'ilektrishiyan').
  const consonants = single.replace(/[aeiou]+/g, '');
  return /^[aeiou]/.test(single) ? `a${consonants}` : consonants || single;
}

/**
 * The sound key of a folded Latin text, word by word: 'delivery', 'dilivari' and 'dilivery' all give 'dlbr';
 * 'driver', 'draivar' and 'drivr' give 'drbr'.
 */
export const phoneticKey = (latin: string): string => latin.split(' ').filter(Boolean).map(wordKey).join(' ');
