import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The location texts: `useLocationText()` in components, `locationText()` elsewhere. */
export const { useT: useLocationText, translate: locationText } = defineNamespace('location', en);
