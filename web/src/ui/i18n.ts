import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The building blocks' texts: `useUiText()` in components. */
export const { useT: useUiText } = defineNamespace('ui', en);
