import Sanscript from '@indic-transliteration/sanscript';
import { foldLatin } from './fold-latin.ts';

/** Each Indian script's Unicode block, its Sanscript scheme, and whether a word's last inherent 'a' goes unsaid. */
const SCRIPTS: readonly (readonly [first: number, last: number, scheme: string, silentFinalA: boolean])[] = [
  [0x0900, 0x097f, 'devanagari', true],
  [0x0980, 0x09ff, 'bengali', true],
  [0x0a80, 0x0aff, 'gujarati', true],
  [0x0b80, 0x0bff, 'tamil', false],
  [0x0c00, 0x0c7f, 'telugu', false],
  [0x0c80, 0x0cff, 'kannada', false],
  [0x0d00, 0x0d7f, 'malayalam', false],
];

/** Malayalam's chillu letters, which Sanscript leaves as they are: the consonant with its vowel killed. */
const CHILLU: Readonly<Record<string, string>> = {
  ൺ: 'ണ്',
  ൻ: 'ന്',
  ർ: 'ര്',
  ൽ: 'ല്',
  ൾ: 'ള്',
  ൿ: 'ക്',
};

const IAST_VOWEL = 'aāiīuūṛṝḷeēèoōòṃṁḥ';
/** A word's last inherent 'a' after a consonant, in a word with a vowel before it ('ḍrāivara', not 'ka'). */
const FINAL_A = new RegExp(`(?<=[${IAST_VOWEL}][^\\s]*[^${IAST_VOWEL}\\s])a(?=\\s|$)`, 'g');

const schemeOf = (letter: string) => {
  const code = letter.codePointAt(0) ?? 0;
  return SCRIPTS.find(([first, last]) => code >= first && code <= last);
};

/** IAST as candidates write Hindi in Latin letters: 'ch' for च, 'chh' for छ, 'sh' for श and ष, 'n' for the anusvara. */
function asTyped(iast: string, silentFinalA: boolean): string {
  const spoken = silentFinalA ? iast.replace(FINAL_A, '') : iast;
  return spoken
    .replace(/ch/g, 'chh')
    .replace(/c(?!h)/g, 'ch')
    .replace(/[śṣ]/g, 'sh')
    .replace(/[ṃṁ]|m̐/g, 'n');
}

/**
 * A text in any of the app's Indian scripts in plain Latin letters, as a candidate would type it: 'ड्राइवर' →
 * 'draivar', 'डिलीवरी' → 'dilivari', 'ড্রাইভার' → 'draibhar'. Latin text is only folded (marks and case).
 */
export function romanise(text: string): string {
  const latin = text.replace(/[\u0900-\u0d7f]+/g, (run) => {
    const script = schemeOf(run);
    if (!script) return run;
    const [, , scheme, silentFinalA] = script;
    const whole = run.replace(/[ൺൻർൽൾൿ]/g, (chillu) => CHILLU[chillu] ?? chillu);
    return asTyped(Sanscript.t(whole, scheme, 'iast'), silentFinalA);
  });
  return foldLatin(latin);
}
