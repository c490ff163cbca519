import en from '#web/locales/en/refer.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The referral dialog's and card's texts: `useTranslation(referNs)`, in web/src/locales/<language>/refer.json. */
export const referNs = registerEnglish('refer', en);
