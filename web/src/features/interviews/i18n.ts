import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The interviews screen's, feedback dialog's and client sign-in's texts: `useInterviewsText()` in components. */
export const { useT: useInterviewsText } = defineNamespace('interviews', en);
