import en from '#web/locales/en/jobs.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The job list's, card's and details' texts: `useTranslation(jobsNs)`, in web/src/locales/<language>/jobs.json. */
export const jobsNs = registerEnglish('jobs', en);
