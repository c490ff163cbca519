import en from '#web/locales/en/offline.json';
import { registerEnglish } from '#web/i18n/index.ts';

/**
 * The offline state's and the write buttons' offline texts: `useTranslation(offlineNs)`, in
 * web/src/locales/<language>/offline.json. A namespace of its own, so that its English travels with
 * `offline-state.tsx` and stays out of the home screen's first load.
 */
export const offlineNs = registerEnglish('offline', en);
