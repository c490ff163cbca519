import en from '#web/locales/en/profile.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The profile texts: `useTranslation(profileNs)`, in web/src/locales/<language>/profile.json. */
export const profileNs = registerEnglish('profile', en);
