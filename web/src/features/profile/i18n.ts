import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The profile texts: `useProfileText()` in components, `profileText()` elsewhere. */
export const { useT: useProfileText, translate: profileText } = defineNamespace('profile', en);
