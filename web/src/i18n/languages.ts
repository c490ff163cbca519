import { APP_LANGUAGES, type AppLanguageCode } from '#contract/languages.ts';

/** The supported languages of the chrome (header, footer, dialogs): the contract's list (LanguageCode). */
export const LANGUAGES = APP_LANGUAGES;

export type LanguageCode = AppLanguageCode;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * The catalogues keyed by the upstream's own English values (job titles, Indian cities, job-type terms, skills) and
 * the words of the experience rule ('0-1 years'): written for the languages the job fields are shown in, read by
 * every screen that shows a job's fields (job-field-text.ts).
 */
export const JOB_FIELD_NAMESPACES = ['jobTitles', 'cityNames', 'jobTerms', 'skillNames', 'jobExperience'] as const;
