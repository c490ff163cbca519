import en from '#web/locales/en/auth.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The mobile sign-in's texts: `useTranslation(authNs)`, in web/src/locales/<language>/auth.json. */
export const authNs = registerEnglish('auth', en);
