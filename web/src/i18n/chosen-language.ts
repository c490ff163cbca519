import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';
import { phoneLanguage } from './phone-language.ts';

/**
 * The language the page opens in: the candidate's choice kept in local storage, else (a first visit, or after sign-out
 * cleared it) the phone's language among the nine, else English. Read by the language store and, before the first
 * paint, by the page's start (web/src/start.ts), which shows the screen's outline in it.
 */
export function chosenLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const stored = window.localStorage.getItem(LOCAL_KEYS.language);
  return isLanguageCode(stored) ? stored : phoneLanguage();
}
