import en from '#web/locales/en/earnings.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The earnings texts: `useTranslation(earningsNs)`, in web/src/locales/<language>/earnings.json. */
export const earningsNs = registerEnglish('earnings', en);
