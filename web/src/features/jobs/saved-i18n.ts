import en from '#web/locales/en/savedJobs.json';
import { registerEnglish } from '#web/i18n/index.ts';

/**
 * The Saved Jobs screen's texts: a namespace of its own (web/src/locales/<language>/savedJobs.json), whose English
 * arrives with the screen, not in the home screen's first load with the rest of the jobs feature's.
 */
export const savedJobsNs = registerEnglish('savedJobs', en);
