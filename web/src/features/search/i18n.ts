import en from '#web/locales/en/search.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The search banner's texts: `useTranslation(searchNs)`, in web/src/locales/<language>/search.json. */
export const searchNs = registerEnglish('search', en);
