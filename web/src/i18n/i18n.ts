import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '#web/locales/en/common.json';
import { loadCatalogue } from './catalogue-files.ts';
import { LANGUAGES } from './languages.ts';

/**
 * i18next's backend: a namespace's English texts arrive with the code that uses them (register-english.ts); every
 * other language is fetched on first use, all its namespaces in one file (catalogue-files.ts).
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loading = loadCatalogue(language, namespace);
    if (!loading) return callback(null, {});
    loading.then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The app's i18next instance. Keys are flat ('nav.signIn'): a '.' is part of the key, not a path. Until a
 * language's texts arrive, the English ones show.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
