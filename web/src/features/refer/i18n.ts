import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The referral dialog's and card's texts: `useReferText()` in components. */
export const { useT: useReferText } = defineNamespace('refer', en);
