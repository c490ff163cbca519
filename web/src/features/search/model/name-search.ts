import type { FilterOption } from './labels.ts';
import { createNameMatcher, type NameMatcher, type Romanise } from './name-matcher.ts';
import { rawKey } from './name-text.ts';

type Texts = Readonly<Record<string, string>>;

/** The job-field catalogues: English names (their keys) and the chosen language's names, by English name. */
export interface NameDictionaries {
  /** The chosen language's names ({} where it has none), keyed by the upstream's English value. */
  local: { jobTitles: Texts; cityNames: Texts; jobTerms: Texts };
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

export interface NameSearch {
  /** The options whose names match the text, best first, minus the chosen ones, up to `limit`. */
  options(
    kind: 'designation' | 'skill',
    options: readonly FilterOption[],
    text: string,
    chosen: readonly string[],
    limit?: number,
  ): NameSuggestion[];
  /** The English names of the cities matching the text, best first, up to `limit`. */
  cities(text: string, limit: number): string[];
  /** The chosen language's name of an English value, or null when it has none (or the same). */
  localName(kind: NameKind, english: string): string | null;
  /** The English label of the option one of whose other names is exactly the text; otherwise the text as typed. */
  resolve(kind: 'designation' | 'skill', options: readonly FilterOption[], text: string): string;
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
 * the job cards (titles and job-type terms for designations, cities; skills have none and meet their English
 * names through transliteration), and are matched by `createNameMatcher`.
 */
export function createNameSearch(dictionaries: NameDictionaries, romanise: Romanise | null): NameSearch {
  const { local } = dictionaries;
  const names: Record<NameKind, Map<string, string>> = {
    designation: byLowerCase(local.jobTerms, local.jobTitles),
    skill: new Map(),
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
      matcher = createNameMatcher(entries, romanise);
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
    romanise,
  );

  return {
    options(kind, options, text, chosen, limit) {
      const taken = new Set(chosen.map(rawKey));
      return matcherOf(kind, options)
        .match(text, limit, (option) => taken.has(rawKey(option.label)))
        .map((option) => ({ ...option, local: localName(kind, option.label) }));
    },
    cities: (text, limit) => cities.match(text, limit),
    localName,
    resolve(kind, options, text) {
      const label = matcherOf(kind, options).exact(text)?.label;
      // The English label typed in another case stays as typed, as it always did (the ids are read case-blind).
      return label && rawKey(label) !== rawKey(text) ? label : text;
    },
  };
}
