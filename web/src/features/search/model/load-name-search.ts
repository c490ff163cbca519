import cityNames from '#web/locales/en/cityNames.json';
import { CITY_ALIASES } from '#web/i18n/job-field-aliases.ts';
import { loadJobFieldNames } from '#web/i18n/job-field-names.ts';
import type { Romanise } from './name-matcher.ts';
import { createNameSearch, type NameSearch } from './name-search.ts';

const loadRomanise = () => import('#web/i18n/romanise.ts').then((module) => module.romanise);

/**
 * The search fields' matcher for one language, loaded when a field is first focused: the matcher and the English
 * city names are one chunk; the chosen language's names come from its catalogue file, already fetched with its
 * other texts; the transliteration (Sanscript) is another chunk, fetched with any language but English, and in
 * English only once text in an Indian script is typed (that text is matched from the next key on).
 */
export async function loadNameSearch(code: string): Promise<NameSearch> {
  const [local, eager] = await Promise.all([loadJobFieldNames(code), code === 'en' ? null : loadRomanise()]);
  let romanise: Romanise | null = eager;
  let loading: Promise<unknown> | null = null;
  const romaniser = () => {
    loading ??= loadRomanise().then((loaded) => (romanise = loaded));
    return romanise;
  };
  return createNameSearch({ local, cities: Object.keys(cityNames), cityAliases: CITY_ALIASES }, romaniser);
}
