import uFuzzy from '@leeoniya/ufuzzy';
import { once } from '#web/shared/once.ts';
import { hasIndicLetters } from './indic-letters.ts';
import { foldLatin } from './fold-latin.ts';
import { phoneticKey, rawKey } from './name-text.ts';

/** A text in an Indian script in plain Latin letters ('ड्राइवर' → 'draivar'). */
export type Romanise = (text: string) => string;

/** The transliteration, once loaded (null until then: text in an Indian script then meets only the same script). */
export type Romaniser = () => Romanise | null;

/** One name to match: the English value the upstream knows, the chosen language's name, other spellings. */
export interface NameEntry<T> {
  item: T;
  value: string;
  /** The name in the chosen language, when the catalogues have one. */
  local?: string | null;
  /** Other names of the same thing ('Bangalore' for Bengaluru). */
  aliases?: readonly string[];
}

export interface NameMatcher<T> {
  /** The items whose names match the text, best first, up to `limit`; `skip` leaves chosen ones out. */
  match(text: string, limit?: number, skip?: (item: T) => boolean): T[];
  /** The item one of whose names is exactly the text (whatever its case or script), if any. */
  exact(text: string): T | null;
  /**
   * The items nearest the text when nothing matches it: fewest letters to change in its words (in Latin letters),
   * for 'did you mean'.
   */
  nearest(text: string, limit: number): T[];
}

interface Prepared<T> {
  item: T;
  /** Names as typed, lower case: the English value, the chosen language's name, aliases. */
  raw: string[];
  /** The same in plain Latin letters (the chosen language's name transliterated). */
  latin: string[];
  /** Their sound keys. */
  keys: string[];
}

/** How well a name matches, best first; names matching none of these are not offered. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const CONTAINS = 3;
const NONE = 4;

function literalRank(names: readonly string[], query: string): number {
  let best = NONE;
  for (const name of names) {
    if (name === query) return EXACT;
    if (name.startsWith(query)) best = Math.min(best, PREFIX);
    else if (best > WORD_PREFIX && name.includes(` ${query}`)) best = WORD_PREFIX;
    else if (best > CONTAINS && name.includes(query)) best = CONTAINS;
  }
  return best;
}

const startsAWord = (key: string, query: string) => key.startsWith(query) || key.includes(` ${query}`);

/** Letters to insert, delete or change to turn one word into the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * One error per word (a letter missed, added, swapped or changed), for near misses the sound key does not cover.
 * Built on the first near-miss search: it builds an Intl.Collator, which costs the first paint of every screen that
 * loads this module a few milliseconds (four times that on a mid-range phone).
 */
const typoMatcher = once(() => new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 }));
const MIN_FUZZY_LENGTH = 4;
const MIN_SOUND_LETTERS = 3;

/**
 * Matches typed text against names in English, in the chosen language's script, in Latin letters and by sound.
 * Names spelt like the text come first: the exact name, then names starting with it, then a word starting with
 * it, then names containing it (each group in the given order). Only when no name is spelt like the text do near
 * misses count: names that sound alike ('dilivery' for Delivery), then names one typo away ('elecrtician').
 */
export function createNameMatcher<T>(entries: readonly NameEntry<T>[], romaniser: Romaniser): NameMatcher<T> {
  const toLatin = (text: string) => (hasIndicLetters(text) ? (romaniser()?.(text) ?? '') : foldLatin(text));
  const prepared: Prepared<T>[] = entries.map(({ item, value, local, aliases = [] }) => {
    const names = [value, ...(local ? [local] : []), ...aliases];
    const latin = [...new Set(names.map(toLatin).filter(Boolean))];
    return { item, raw: names.map(rawKey), latin, keys: latin.map(phoneticKey) };
  });
  let haystack: string[] | null = null;
  const letters = (text: string) => text.replace(/\s/g, '').length;
  // A Latin query that folding would shorten ('c++', 'node.js') is compared as typed only, as it always was.
  const latinOf = (query: string) => {
    const latin = toLatin(query);
    return hasIndicLetters(query) || letters(latin) === letters(query) ? latin : '';
  };

  const rank = (entry: Prepared<T>, query: string, latin: string) =>
    Math.min(literalRank(entry.raw, query), latin ? literalRank(entry.latin, latin) : NONE);

  function nearMisses(latin: string, allowed: readonly Prepared<T>[]): Prepared<T>[] {
    const key = phoneticKey(latin);
    const sounding =
      key.replace(/ /g, '').length >= MIN_SOUND_LETTERS
        ? allowed.filter((entry) => entry.keys.some((name) => startsAWord(name, key)))
        : [];
    if (latin.length < MIN_FUZZY_LENGTH) return sounding;
    haystack ??= prepared.map((entry) => entry.latin.join(' '));
    const [indexes, info, order] = typoMatcher().search(haystack, latin, 0, 1e3);
    const typos = (order && info ? order.map((i) => info.idx[i]!) : (indexes ?? [])).map((i) => prepared[i]!);
    const allowedSet = new Set(allowed);
    return [...new Set([...sounding, ...typos.filter((entry) => allowedSet.has(entry))])];
  }

  return {
    match(text, limit = Infinity, skip) {
      const query = rawKey(text);
      if (query === '') return [];
      const latin = latinOf(query);
      const allowed = skip ? prepared.filter((entry) => !skip(entry.item)) : prepared;
      const groups: Prepared<T>[][] = [[], [], [], []];
      for (const entry of allowed) {
        const found = rank(entry, query, latin);
        if (found < NONE) groups[found]!.push(entry);
      }
      const spelt = groups.flat();
      const found = spelt.length > 0 || !latin ? spelt : nearMisses(latin, allowed);
      return found.slice(0, limit).map((entry) => entry.item);
    },
    nearest(text, limit) {
      const words = (latinOf(rawKey(text)) || foldLatin(text)).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const distance = (entry: Prepared<T>) =>
        Math.min(
          ...entry.latin.map((name) => {
            const nameWords = name.split(' ');
            return words.reduce((sum, word) => sum + Math.min(...nameWords.map((n) => editDistance(word, n))), 0);
          }),
        );
      return prepared
        .map((entry) => ({ entry, distance: distance(entry) }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, limit)
        .map(({ entry }) => entry.item);
    },
    exact(text) {
      const query = rawKey(text);
      if (query === '') return null;
      const latin = latinOf(query);
      return prepared.find((entry) => rank(entry, query, latin) === EXACT)?.item ?? null;
    },
  };
}
