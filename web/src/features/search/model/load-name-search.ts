import cityNames from '#web/locales/en/cityNames.json';
import { CITY_ALIASES } from '#web/i18n/job-field-aliases.ts';
import { loadJobFieldNames } from '#web/i18n/job-field-names.ts';
import { hasIndicLetters } from '#web/i18n/names/indic-letters.ts';
import { loadRomanise, romaniseIfLoaded } from '#web/i18n/names/load-romanise.ts';
import { createNameSearch, type NameSearch } from './name-search.ts';

/**
 * The search fields' matcher for one language, loaded when a field is first focused: the matcher and the English
 * city names are one chunk; the chosen language's names come from its catalogue file, already fetched with its
 * other texts; the transliteration (Sanscript) is another chunk, fetched with any language but English, and in
 * English only once text in an Indian script is typed (that text is matched from the next key on).
 */
export async function loadNameSearch(code: string): Promise<NameSearch> {
  const [local] = await Promise.all([loadJobFieldNames(code), code === 'en' ? null : loadRomanise()]);
  return createNameSearch({ local, cities: Object.keys(cityNames), cityAliases: CITY_ALIASES }, romaniseIfLoaded);
}

/** Resolves once the matcher can read the text: text in an Indian script needs the transliteration fetched. */
export async function readyToRead(text: string): Promise<void> {
  if (hasIndicLetters(text)) await loadRomanise();
}
