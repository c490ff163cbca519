import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The My Applications texts: `useApplicationsText()` in components. */
export const { useT: useApplicationsText } = defineNamespace('applications', en);
