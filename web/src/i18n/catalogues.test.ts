import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueAddress } from './catalogue-files.ts';
import { LANGUAGES } from './languages.ts';

type Catalogue = Record<string, string>;

const files = import.meta.glob<{ default: Catalogue }>(
  ['../features/*/locales/*.ts', '../app/locales/*.ts', '../ui/locales/*.ts', './locales/*.ts', './messages/*.ts'],
  { eager: true },
);

const catalogues = new Map<string, Map<string, Catalogue>>();
for (const [path, module] of Object.entries(files)) {
  const { namespace, language } = catalogueAddress(path);
  const byLanguage = catalogues.get(namespace) ?? new Map<string, Catalogue>();
  byLanguage.set(language, module.default);
  catalogues.set(namespace, byLanguage);
}

const repo = join(import.meta.dirname, '../../..');
const web = join(repo, 'web/src');

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

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales' && name !== 'messages' && name !== 'node_modules') found.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      found.push(path);
    }
  }
  return found;
}

/** Where a namespace's keys must be used. */
function ownerSources(namespace: string): string[] {
  if (namespace === 'common') return sourceFiles(web);
  if (namespace === 'messages') {
    return [
      ...sourceFiles(web),
      ...sourceFiles(join(repo, 'machines/src')),
      ...sourceFiles(join(repo, 'mock-server/src')),
      join(repo, 'openapi/rules.ts'),
    ];
  }
  if (namespace === 'app' || namespace === 'ui') return sourceFiles(join(web, namespace));
  return sourceFiles(join(web, 'features', namespace));
}

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each([...catalogues.keys()].sort())('the %s texts', (namespace) => {
  const byLanguage = catalogues.get(namespace) ?? new Map<string, Catalogue>();
  const english = byLanguage.get('en') ?? {};

  it('have an English catalogue with texts', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
    if (namespace === 'messages') {
      for (const [key, text] of Object.entries(english))
        expect(text, 'a message is keyed by its own English text').toBe(key);
    }
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
    'are all written in %s, in its script, with the same placeholders',
    (code) => {
      const texts = byLanguage.get(code);
      expect(texts, `${namespace}/locales/${code}.ts is missing`).toBeDefined();
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
    },
  );

  it('are each used by the code that owns them', () => {
    const code = ownerSources(namespace)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = [...new Set(Object.keys(english).map(baseKey))].filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
    );
    expect(unused, `unused in ${relative(repo, web)}: ${namespace}`).toEqual([]);
  });
});

const languageTexts = import.meta.glob<{ default: Record<string, Catalogue> }>('./language-texts/*.ts', {
  eager: true,
});

describe.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
  'the %s file the client fetches',
  (code) => {
    it('holds every namespace written in that language, as written', () => {
      const fetched = languageTexts[`./language-texts/${code}.ts`]?.default;
      expect(fetched, `i18n/language-texts/${code}.ts is missing`).toBeDefined();
      const written = Object.fromEntries(
        [...catalogues]
          .filter(([, byLanguage]) => byLanguage.has(code))
          .map(([namespace, byLanguage]) => [namespace, byLanguage.get(code)]),
      );
      expect(fetched).toEqual(written);
    });
  },
);
