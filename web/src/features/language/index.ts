export { useLanguage, useLanguageSync } from './use-language.ts';
export { languageStore } from './language-store.ts';
export { LanguagePicker } from './components/language-picker.tsx';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguageCode } from './languages.ts';
export type { Language, LanguageCode } from './languages.ts';
export { translateJobField, translateJobText, JOB_FIELD_LANGUAGES, loadJobDictionary, useJobDictionary } from './translate-job-field.ts';
export type { JobFieldKind } from './translate-job-field.ts';
