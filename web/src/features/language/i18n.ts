import en from '#web/locales/en/language.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The language picker's texts: `useTranslation(languageNs)`, in web/src/locales/<language>/language.json. */
export const languageNs = registerEnglish('language', en);
