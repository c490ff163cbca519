import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '#web/locales/en/common.json';
import rules from '#web/locales/en/rules.json';
import { loadCatalogue } from './catalogue-files.ts';
import { loadUpstreamReader } from './upstream-text.ts';
import { LANGUAGES } from './languages.ts';
import { TEXT_OPTIONS } from './text-options.ts';

let upstreamEnglish: Promise<void> | null = null;

/**
 * i18next's backend: a namespace's English texts arrive with the code that uses them (register-english.ts); every
 * other language is fetched on first use, all its namespaces in one file (catalogue-files.ts), and with it the
 * upstream's English sentences, which its answers are read back from (upstream-text.ts).
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loading = loadCatalogue(language, namespace);
    if (!loading) return callback(null, {});
    upstreamEnglish ??= loadUpstreamReader().then((texts) => {
      i18n.addResourceBundle('en', 'server', texts, true, false);
    });
    Promise.all([loading, upstreamEnglish]).then(
      ([texts]) => callback(null, texts),
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
    ...TEXT_OPTIONS,
    lng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    // The header's texts, the contract's rule messages and the upstream's answers are read on every screen: listed
    // from the start, so choosing a language fetches them with the rest (the upstream's English: upstream-text.ts).
    ns: ['common', 'rules', 'server'],
    defaultNS: 'common',
    resources: { en: { common, rules } },
    partialBundledLanguages: true,
    initAsync: false,
    react: { useSuspense: false },
  });
