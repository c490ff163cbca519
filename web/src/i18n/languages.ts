import { APP_LANGUAGES, type AppLanguageCode } from '#contract/languages.ts';

/** The supported languages of the chrome (header, footer, dialogs): the contract's list (LanguageCode). */
export const LANGUAGES = APP_LANGUAGES;

export type LanguageCode = AppLanguageCode;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * The catalogues keyed by the upstream's own English values (job titles, Indian cities, job-type terms): written for
 * the languages the job fields are shown in, looked up by the job list (features/jobs/translation).
 */
export const JOB_FIELD_NAMESPACES = ['jobTitles', 'cityNames', 'jobTerms'] as const;
