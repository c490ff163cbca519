import en from '#web/locales/en/app.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The app frame's texts: `useTranslation(appNs)`, in web/src/locales/<language>/app.json. */
export const appNs = registerEnglish('app', en);
