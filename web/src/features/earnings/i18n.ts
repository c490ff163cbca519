import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The earnings texts: `useEarningsText()` in components, `earningsText()` elsewhere. */
export const { useT: useEarningsText, translate: earningsText } = defineNamespace('earnings', en);
