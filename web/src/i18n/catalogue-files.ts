type Texts = Readonly<Record<string, string>>;

/** One language's catalogue files (by path, '…/locales/hi/profile.json') as texts by namespace ('profile'). */
export function byNamespace(files: Readonly<Record<string, Texts>>): Readonly<Record<string, Texts>> {
  const texts: Record<string, Texts> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    texts[path.slice(path.lastIndexOf('/') + 1, -'.json'.length)] = catalogue;
  }
  return texts;
}

/**
 * Each language but English has one module of all its catalogues (`catalogues/<language>.ts`, over
 * `web/src/locales/<language>/*.json`), so choosing it fetches one file, not one per namespace. English is never
 * fetched: a namespace's English texts arrive with the code that uses them (register-english.ts).
 */
const languageFiles = import.meta.glob<Readonly<Record<string, Texts>>>('./catalogues/*.ts', { import: 'default' });

/** The language a module of catalogues/ is for ('…/catalogues/hi.ts' → 'hi'). */
export const languageOfFile = (path: string) => path.replace(/^.*\/|\.ts$/g, '');

const loaders = new Map<string, () => Promise<Readonly<Record<string, Texts>>>>();
for (const [path, load] of Object.entries(languageFiles)) loaders.set(languageOfFile(path), load);

/** The texts of one namespace in one language ({} when it has none), or undefined for a language never fetched. */
export function loadCatalogue(language: string, namespace: string): Promise<Texts> | undefined {
  return loaders
    .get(language)?.()
    .then((catalogues) => catalogues[namespace] ?? {});
}
