import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The apply dialog's texts: `useApplyText()` in components. */
export const { useT: useApplyText } = defineNamespace('apply', en);
