/**
 * Where each namespace's texts live: `features/<feature>/locales/<language>.ts` is the namespace
 * `<feature>`; `app/locales` is 'app', `ui/locales` is 'ui', `i18n/locales` is 'common' (header, footer)
 * and `i18n/messages` is 'messages' (the spec's and the server's messages, keyed by their English text).
 * Each file default-exports a flat record of texts. Every language but English is its own chunk.
 */
export type CatalogueModule = { default: Readonly<Record<string, string>> };
type Texts = Readonly<Record<string, string>>;
type LanguageTextsModule = { default: Readonly<Record<string, Texts>> };

/**
 * Each language but English is one module (`language-texts/<language>.ts`) holding all its namespaces, so choosing
 * it fetches one file, and the first page carries one loader per language rather than one per namespace and
 * language. English is never fetched: a namespace's English texts arrive with the code that uses them
 * (define-namespace.ts), and English messages are their own keys (that catalogue is for tests and translators).
 */
const languageFiles = import.meta.glob<LanguageTextsModule>('./language-texts/*.ts');

/** '../features/profile/locales/hi.ts' → { namespace: 'profile', language: 'hi' } (from i18n/ or one folder below). */
export function catalogueAddress(path: string): { namespace: string; language: string } {
  const parts = path.replace(/\.ts$/, '').split('/');
  const language = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2];
  const owner = parts[parts.length - 3] ?? '';
  if (folder === 'messages') return { namespace: 'messages', language };
  if (owner === 'i18n' || owner === '.' || owner === '..') return { namespace: 'common', language };
  return { namespace: owner, language };
}

/** One language's catalogue files (by path) as texts by namespace. */
export function textsByNamespace(files: Record<string, CatalogueModule>): Record<string, Texts> {
  const texts: Record<string, Texts> = {};
  for (const [path, module] of Object.entries(files)) texts[catalogueAddress(path).namespace] = module.default;
  return texts;
}

const loaders = new Map<string, () => Promise<LanguageTextsModule>>();
for (const [path, load] of Object.entries(languageFiles)) loaders.set(path.replace(/^.*\/|\.ts$/g, ''), load);

/** The texts of one namespace in one language ({} when it has none), or undefined for a language never fetched. */
export function loadCatalogue(language: string, namespace: string): Promise<Texts> | undefined {
  const load = loaders.get(language);
  return load?.().then((module) => module.default[namespace] ?? {});
}
