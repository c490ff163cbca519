import en from '#web/locales/en/apply.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The apply dialog's texts: `useTranslation(applyNs)`, in web/src/locales/<language>/apply.json. */
export const applyNs = registerEnglish('apply', en);
