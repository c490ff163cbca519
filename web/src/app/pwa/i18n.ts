import en from '#web/locales/en/appUpdate.json';
import { registerEnglish } from '#web/i18n/index.ts';

/**
 * The update prompt's texts: `useTranslation(appUpdateNs)`, in web/src/locales/<language>/appUpdate.json. A
 * namespace of its own, so that its English travels with the prompt (fetched when a new version waits), not in the
 * entry script with the app frame's.
 */
export const appUpdateNs = registerEnglish('appUpdate', en);
