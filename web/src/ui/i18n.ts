import en from '#web/locales/en/ui.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The building blocks' texts: `useTranslation(uiNs)`, in web/src/locales/<language>/ui.json. */
export const uiNs = registerEnglish('ui', en);
