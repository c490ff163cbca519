export { i18n } from './i18n.ts';
export { registerEnglish } from './register-english.ts';
export type { TextKey } from './resources.ts';
export { useFormat } from './format.ts';
export { isLanguageCode, JOB_FIELD_NAMESPACES } from './languages.ts';
export { languageStore, languageTextsLoaded } from './language-store.ts';
export { useLocalMessageText } from './local-message-text.ts';
export { messageText, useMessageText } from './message-text.ts';

export { useLanguage, useLanguageSync } from './use-language.ts';
