import en from '#web/locales/en/applyForJob.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The apply dialog's texts: `useTranslation(applyForJobNs)`, in web/src/locales/<language>/applyForJob.json. */
export const applyForJobNs = registerEnglish('applyForJob', en);
