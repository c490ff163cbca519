import { describe, expect, it } from 'vitest';
import { JOB_FIELD_NAMESPACES, LANGUAGES } from './languages.ts';
import { loadCatalogue } from './catalogue-files.ts';

type Catalogue = Readonly<Record<string, string>>;

const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

/** namespace → language → texts, from web/src/locales/<language>/<namespace>.json. */
const catalogues = new Map<string, Map<string, Catalogue>>();
for (const [path, texts] of Object.entries(files)) {
  const [language, file] = path.split('/').slice(-2) as [string, string];
  const namespace = file.replace(/\.json$/, '');
  const byLanguage = catalogues.get(namespace) ?? new Map<string, Catalogue>();
  byLanguage.set(language, texts);
  catalogues.set(namespace, byLanguage);
}

/** The letters of each language's script: a translation with none of them is still English. */
const SCRIPTS: Record<string, RegExp> = {
  hi: /[\u0900-\u097F]/u,
  mr: /[\u0900-\u097F]/u,
  bn: /[\u0980-\u09FF]/u,
  ta: /[\u0B80-\u0BFF]/u,
  te: /[\u0C00-\u0C7F]/u,
  gu: /[\u0A80-\u0AFF]/u,
  kn: /[\u0C80-\u0CFF]/u,
  ml: /[\u0D00-\u0D7F]/u,
};

/** Brand names stay as they are written in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'WhatsApp',
  'LinkedIn',
  'Facebook',
  'Instagram',
  'X',
  'YouTube',
  'Google Play',
  'App Store',
]);

/** The job-field catalogues are written for some languages only (job-field-text.ts); the others show job data as it came. */
const JOB_FIELD_CATALOGUES: ReadonlySet<string> = new Set(JOB_FIELD_NAMESPACES);

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const otherLanguages = LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code);

describe.each([...catalogues.keys()].sort())('the %s texts', (namespace) => {
  const byLanguage = catalogues.get(namespace) ?? new Map<string, Catalogue>();
  const english = byLanguage.get('en') ?? {};
  const languages = JOB_FIELD_CATALOGUES.has(namespace)
    ? otherLanguages.filter((code) => byLanguage.has(code))
    : otherLanguages;

  it('have an English catalogue with texts', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
  });

  it.each(languages)('are all written in %s, in its script, with the same placeholders', (code) => {
    const texts = byLanguage.get(code);
    expect(texts, `locales/${code}/${namespace}.json is missing`).toBeDefined();
    expect(Object.keys(texts ?? {}).sort()).toEqual(Object.keys(english).sort());
    const script = SCRIPTS[code];
    for (const [key, source] of Object.entries(english)) {
      const text = texts?.[key] ?? '';
      expect(text.trim(), `${code}: ${key}`).not.toBe('');
      expect(interpolations(text), `${code}: ${key} keeps {{…}}`).toEqual(interpolations(source));
      if (/[a-z]{2}/.test(source) && !SAME_IN_EVERY_LANGUAGE.has(source)) {
        expect(text, `${code}: ${key} is not translated`).toMatch(script ?? /./);
      }
    }
  });
});

describe.each(otherLanguages)('the %s texts the client fetches', (code) => {
  it('are every namespace written in that language, as written', async () => {
    for (const [namespace, byLanguage] of catalogues) {
      expect(await loadCatalogue(code, namespace), `${code}/${namespace}`).toEqual(byLanguage.get(code) ?? {});
    }
  });
});
