import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The shared-link screens' texts: `useLinksText()` in components. */
export const { useT: useLinksText } = defineNamespace('links', en);
