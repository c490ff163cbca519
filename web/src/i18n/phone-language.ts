import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';

/**
 * The first of the phone's languages (`navigator.languages`, most preferred first) that the app speaks, by its
 * primary subtag ('hi-IN' → hi); English when none is one of the nine.
 */
export function phoneLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
