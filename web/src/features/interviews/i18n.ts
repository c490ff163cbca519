import en from '#web/locales/en/interviews.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The interviews screen's, feedback dialog's and client sign-in's texts: `useTranslation(interviewsNs)`, in web/src/locales/<language>/interviews.json. */
export const interviewsNs = registerEnglish('interviews', en);
