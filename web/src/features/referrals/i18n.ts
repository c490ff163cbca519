import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The My Referrals texts: `useReferralsText()` in components. */
export const { useT: useReferralsText } = defineNamespace('referrals', en);
