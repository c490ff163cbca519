import en from '#web/locales/en/notifications.json';
import { registerEnglish } from '#web/i18n/index.ts';

/** The notification bell's texts: `useTranslation(notificationsNs)`, in web/src/locales/<language>/notifications.json. */
export const notificationsNs = registerEnglish('notifications', en);
