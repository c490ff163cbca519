import { APP_LANGUAGES, type AppLanguageCode } from '#contract/languages.ts';

/** The supported languages of the chrome (header, footer, dialogs): the contract's list (LanguageCode). */
export const LANGUAGES = APP_LANGUAGES;

export type LanguageCode = AppLanguageCode;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}
