/**
 * Where each namespace's texts live: `features/<feature>/locales/<language>.ts` is the namespace
 * `<feature>`; `app/locales` is 'app', `ui/locales` is 'ui', `i18n/locales` is 'common' (header, footer)
 * and `i18n/messages` is 'messages' (the spec's and the server's messages, keyed by their English text).
 * Each file default-exports a flat record of texts. Every language but English is its own chunk.
 */
type CatalogueModule = { default: Readonly<Record<string, string>> };

// English is never fetched: a namespace's English texts arrive with the code that uses them (define-namespace.ts),
// and English messages are their own keys (that catalogue is for tests and translators). Listing English here would
// also split each feature's English texts out of the feature's chunk into a file of its own: one more request each.
const files: Record<string, () => Promise<CatalogueModule>> = {
  ...import.meta.glob<CatalogueModule>(['../features/*/locales/*.ts', '!../features/*/locales/en.ts']),
  ...import.meta.glob<CatalogueModule>(['../app/locales/*.ts', '!../app/locales/en.ts']),
  ...import.meta.glob<CatalogueModule>(['../ui/locales/*.ts', '!../ui/locales/en.ts']),
  ...import.meta.glob<CatalogueModule>(['./locales/*.ts', '!./locales/en.ts']),
  ...import.meta.glob<CatalogueModule>(['./messages/*.ts', '!./messages/en.ts']),
};

/** '../features/profile/locales/hi.ts' → { namespace: 'profile', language: 'hi' }. */
export function catalogueAddress(path: string): { namespace: string; language: string } {
  const parts = path.replace(/\.ts$/, '').split('/');
  const language = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2];
  const owner = parts[parts.length - 3] ?? '';
  if (folder === 'messages') return { namespace: 'messages', language };
  if (owner === 'i18n' || owner === '.') return { namespace: 'common', language };
  return { namespace: owner, language };
}

const loaders = new Map<string, () => Promise<CatalogueModule>>();
for (const [path, load] of Object.entries(files)) {
  const { namespace, language } = catalogueAddress(path);
  loaders.set(`${language}/${namespace}`, load);
}

/** The texts of one namespace in one language, or undefined when there is no such file. */
export function loadCatalogue(language: string, namespace: string): Promise<Readonly<Record<string, string>>> | undefined {
  const load = loaders.get(`${language}/${namespace}`);
  return load?.().then((module) => module.default);
}
