import en from '#web/locales/en/referrals.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The My Referrals texts: `useTranslation(referralsNs)`, in web/src/locales/<language>/referrals.json. */
export const referralsNs = registerEnglish('referrals', en);
