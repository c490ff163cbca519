import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CHROME_LOADERS } from './chrome-loaders.ts';
import { en } from './locales/en.ts';

/** i18next's backend for the app's labels: English is bundled, the others are loaded on first use. */
const chromeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespace === 'translation' ? CHROME_LOADERS[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The app's i18next instance. Keys are flat ('nav.signIn') and job texts are looked up by their English
 * wording, which may hold '.' or ':' — so neither separator is used. Until a language's labels arrive,
 * the English ones show.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(chromeBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', ...Object.keys(CHROME_LOADERS)],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
