import { defineNamespace } from '#web/i18n/index.ts';
import en from './locales/en.ts';

/** The notification bell's texts: `useNotificationsText()` in components. */
export const { useT: useNotificationsText } = defineNamespace('notifications', en);
