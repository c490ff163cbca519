import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The mobile sign-in's texts: `useAuthText()` in components. */
export const { useT: useAuthText } = defineNamespace('auth', en);
