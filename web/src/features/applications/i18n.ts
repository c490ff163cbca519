import en from '#web/locales/en/applications.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The My Applications texts: `useTranslation(applicationsNs)`, in web/src/locales/<language>/applications.json. */
export const applicationsNs = registerEnglish('applications', en);
