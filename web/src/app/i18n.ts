import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The app frame's texts: `useAppText()` in components. */
export const { useT: useAppText } = defineNamespace('app', en);
