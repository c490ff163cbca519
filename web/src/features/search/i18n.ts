import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The search banner's texts: `useSearchText()` in components and hooks. */
export const { useT: useSearchText } = defineNamespace('search', en);
