import type { FilterOption } from './labels.ts';
import { cityNameOf, MIN_CITY_QUERY, type CitySuggestion } from './suggestions.ts';
import { createNameMatcher, type NameMatcher, type Romaniser } from '#web/i18n/names/name-matcher.ts';
import { rawKey } from '#web/i18n/names/name-text.ts';

type Texts = Readonly<Record<string, string>>;

/** The job-field catalogues: English names (their keys) and the chosen language's names, by English name. */
export interface NameDictionaries {
  /** The chosen language's names ({} where it has none), keyed by the upstream's English value. */
  local: { jobTitles: Texts; cityNames: Texts; jobTerms: Texts; skillNames: Texts };
  /** Every English city name the catalogues know. */
  cities: readonly string[];
  /** Other spellings of a city, lower case, to its English name ('bangalore' → 'Bengaluru'). */
  cityAliases: Texts;
}

/** The kinds of name the banner's fields suggest: designations (job titles, job-type terms), skills and cities. */
export type NameKind = 'designation' | 'skill' | 'city';

/** A suggested option: the upstream's English label and id, and its name in the chosen language if that differs. */
export interface NameSuggestion extends FilterOption {
  local: string | null;
}

/**
 * A suggestion as the combobox shows it: the name in the chosen language with the English name beside it when they
 * differ ('कैब ड्राइवर · Cab Driver'); `value` is the English name a pick stands for.
 */
export interface SuggestedOption {
  key: string;
  label: string;
  detail?: string;
  value?: string;
}

export interface NameSearch {
  /**
   * The options whose names match the text, best first, minus the chosen ones, up to `limit`; when none match the
   * whole text, those matching any of its words ('delivery boy': the Delivery titles).
   */
  options(
    kind: 'designation' | 'skill',
    options: readonly FilterOption[],
    text: string,
    chosen: readonly string[],
    limit?: number,
  ): NameSuggestion[];
  /** The same, as the combobox shows them. */
  suggest(
    kind: 'designation' | 'skill',
    options: readonly FilterOption[],
    text: string,
    chosen: readonly string[],
    limit?: number,
  ): SuggestedOption[];
  /** The English names of the cities matching the text, best first, up to `limit`. */
  cities(text: string, limit: number): string[];
  /**
   * What to ask the upstream's city suggestions for (it knows English names only): the typed text, unless it names
   * cities the typed text would not find ('पुणे', 'bangalore'); then their English name, or the start they share
   * ('Ahmed' for Ahmedabad and Ahmednagar).
   */
  cityQuery(text: string): string;
  /** A city suggestion as the combobox shows it: 'पुणे · Pune, Maharashtra'. */
  cityOption(suggestion: CitySuggestion): SuggestedOption;
  /** The chosen language's name of an English value, or null when it has none (or the same). */
  localName(kind: NameKind, english: string): string | null;
  /**
   * What a text typed but not picked stands for when Search Jobs is pressed: the option it names exactly, else the
   * options the suggestions show for it; up to `limit`, English labels. None: the nearest options to offer instead.
   */
  typed(
    kind: 'designation' | 'skill',
    options: readonly FilterOption[],
    text: string,
    chosen: readonly string[],
    limit: number,
  ): { labels: string[]; nearest: string[] };
}

/** The chosen language's names by the English name's lower case (the upstream's case may differ); later wins. */
const byLowerCase = (...catalogues: Texts[]) => {
  const names = new Map<string, string>();
  for (const catalogue of catalogues)
    for (const [english, local] of Object.entries(catalogue)) if (local) names.set(rawKey(english), local);
  return names;
};

/**
 * Suggestions in the candidate's language and spelling: each kind's names come from the catalogues that translate
 * the job cards (titles and job-type terms for designations, skills, cities; a language without rows meets the
 * English names through transliteration), and are matched by `createNameMatcher`.
 */
export function createNameSearch(dictionaries: NameDictionaries, romaniser: Romaniser): NameSearch {
  const { local } = dictionaries;
  const names: Record<NameKind, Map<string, string>> = {
    designation: byLowerCase(local.jobTerms, local.jobTitles),
    skill: byLowerCase(local.skillNames),
    city: byLowerCase(local.cityNames),
  };
  const localName = (kind: NameKind, english: string) => {
    const name = names[kind].get(rawKey(english));
    return name && rawKey(name) !== rawKey(english) ? name : null;
  };

  // One matcher per list of options the upstream gave (a new list comes with a new city).
  const matchers = { designation: new WeakMap(), skill: new WeakMap() } as Record<
    'designation' | 'skill',
    WeakMap<readonly FilterOption[], NameMatcher<FilterOption>>
  >;
  const matcherOf = (kind: 'designation' | 'skill', options: readonly FilterOption[]) => {
    let matcher = matchers[kind].get(options);
    if (!matcher) {
      const entries = options.map((item) => ({ item, value: item.label, local: localName(kind, item.label) }));
      matcher = createNameMatcher(entries, romaniser);
      matchers[kind].set(options, matcher);
    }
    return matcher;
  };

  const aliases = new Map<string, string[]>();
  for (const [alias, city] of Object.entries(dictionaries.cityAliases))
    aliases.set(city, [...(aliases.get(city) ?? []), alias]);
  const cities = createNameMatcher(
    dictionaries.cities.map((city) => ({
      item: city,
      value: city,
      local: localName('city', city),
      aliases: aliases.get(city),
    })),
    romaniser,
  );

  const options: NameSearch['options'] = (kind, list, text, chosen, limit) => {
    const taken = new Set(chosen.map(rawKey));
    const skip = (option: FilterOption) => taken.has(rawKey(option.label));
    const matcher = matcherOf(kind, list);
    let found = matcher.match(text, limit, skip);
    // Words the names do not hold together ('delivery boy'): what each word of some length finds.
    const words = rawKey(text)
      .split(' ')
      .filter((word) => word.length >= MIN_WORD_LETTERS);
    if (found.length === 0 && words.length > 1)
      found = [...new Set(words.flatMap((word) => matcher.match(word, limit, skip)))].slice(0, limit);
    return found.map((option) => ({ ...option, local: localName(kind, option.label) }));
  };
  const shown = (key: string, english: string, local: string | null): SuggestedOption =>
    local ? { key, label: local, detail: english, value: english } : { key, label: english };

  return {
    options,
    suggest: (kind, list, text, chosen, limit) =>
      options(kind, list, text, chosen, limit).map((option) => shown(String(option.id), option.label, option.local)),
    cities: (text, limit) => cities.match(text, limit),
    cityQuery(text) {
      const names = cities.match(text, MAX_CITY_NAMES);
      if (names.length === 0 || names.some((name) => rawKey(name).includes(rawKey(text)))) return text;
      const shared = sharedStart(names);
      return shared.length >= MIN_CITY_QUERY ? shared : names[0]!;
    },
    cityOption: ({ label, placeId }) => shown(placeId || label, label, localName('city', cityNameOf(label))),
    localName,
    typed(kind, list, text, chosen, limit) {
      const matcher = matcherOf(kind, list);
      const exact = matcher.exact(text);
      if (exact) return { labels: [exact.label], nearest: [] };
      const labels = options(kind, list, text, chosen, limit).map((option) => option.label);
      return { labels, nearest: labels.length > 0 ? [] : matcher.nearest(text, NEAREST_OFFERED).map((o) => o.label) };
    },
  };
}

/** A typed word this short is not read on its own ('in', 'ka'). */
const MIN_WORD_LETTERS = 3;
/** How many nearest options are offered when a typed text matches none. */
const NEAREST_OFFERED = 3;

/** How many English city names a typed city is read as, at most. */
const MAX_CITY_NAMES = 5;

/** The start the names share, to the end of a word or not ('Ahmed' of Ahmedabad and Ahmednagar). */
function sharedStart(names: readonly string[]): string {
  let shared = names[0] ?? '';
  for (const name of names) while (!name.toLowerCase().startsWith(shared.toLowerCase())) shared = shared.slice(0, -1);
  return shared.trim();
}
