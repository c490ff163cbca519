import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The job list's, card's and details' texts: `useJobsText()` in components. */
export const { useT: useJobsText } = defineNamespace('jobs', en);
