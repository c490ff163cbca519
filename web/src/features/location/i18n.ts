import en from '#web/locales/en/location.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The location texts: `useTranslation(locationNs)`, in web/src/locales/<language>/location.json. */
export const locationNs = registerEnglish('location', en);
