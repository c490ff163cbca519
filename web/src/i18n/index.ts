export { i18n } from './i18n.ts';
export type { ChromeKey } from './locales/en.ts';
export { defineNamespace, type KeyOf } from './define-namespace.ts';
export { useFormat } from './format.ts';
export { isLanguageCode } from './languages.ts';
export { languageStore } from './language-store.ts';
export { translateMessage, useMessageText } from './messages.ts';
export { useLanguage, useLanguageSync } from './use-language.ts';
