import cityNames from '#web/locales/en/cityNames.json';
import { CITY_ALIASES } from '#web/i18n/job-field-aliases.ts';
import { loadJobFieldNames } from '#web/i18n/job-field-names.ts';
import { createNameSearch, type NameSearch } from './name-search.ts';

/**
 * The search fields' matcher for one language, loaded when a field is first used: the matcher and the English city
 * names are one chunk, the transliteration (Sanscript) another, fetched only for a language other than English or
 * for text typed in an Indian script; the chosen language's names come from its catalogue file, already fetched
 * with its other texts.
 */
export async function loadNameSearch(code: string, transliterate: boolean): Promise<NameSearch> {
  const [local, romanise] = await Promise.all([
    loadJobFieldNames(code),
    transliterate ? import('./romanise.ts').then((module) => module.romanise) : null,
  ]);
  return createNameSearch({ local, cities: Object.keys(cityNames), cityAliases: CITY_ALIASES }, romanise);
}
