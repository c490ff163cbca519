import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The language picker's texts: `useLanguageText()` in components. */
export const { useT: useLanguageText } = defineNamespace('language', en);
