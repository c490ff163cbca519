export { i18n } from './i18n.ts';
export type { ChromeKey } from './locales/en.ts';
export { isLanguageCode } from './languages.ts';
export { languageStore } from './language-store.ts';
export { useLanguage, useLanguageSync } from './use-language.ts';
