import en from '#web/locales/en/links.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The shared-link screens' texts: `useTranslation(linksNs)`, in web/src/locales/<language>/links.json. */
export const linksNs = registerEnglish('links', en);
