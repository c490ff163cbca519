import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JOB_FIELD_NAMESPACES } from '#web/i18n/languages.ts';

/**
 * The extraction check over the client's catalogues (web/src/locales/<language>/<namespace>.json), run by
 * `npm run lint`. A key a screen asks for but English lacks does not compile (the keys are typed); this finds the
 * rest: a key another language lacks or keeps after English dropped it, and an English key no code uses.
 */

type Texts = Readonly<Record<string, string>>;
/** Namespace → language → texts. */
export type Catalogues = ReadonlyMap<string, ReadonlyMap<string, Texts>>;

export interface TextProblem {
  namespace: string;
  language: string;
  key: string;
  problem: 'missing' | 'not in English' | 'unused';
}

/**
 * Catalogues whose keys are the upstream's own values (a job title, a city, a job-type term): no code names them,
 * and a language may leave them out (job data shows as it came then).
 */
const DATA_KEYED: ReadonlySet<string> = new Set(JOB_FIELD_NAMESPACES);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every catalogue file under `localesDir`, by namespace and language. */
export function readCatalogues(localesDir: string): Catalogues {
  const catalogues = new Map<string, Map<string, Texts>>();
  for (const language of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.slice(0, -'.json'.length);
      const texts = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Texts;
      const byLanguage = catalogues.get(namespace) ?? new Map<string, Texts>();
      byLanguage.set(language, texts);
      catalogues.set(namespace, byLanguage);
    }
  }
  return catalogues;
}

/** The TypeScript sources under `dir` (tests and catalogues aside), joined. */
export function sourceText(dir: string): string {
  const parts: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) {
        if (name !== 'node_modules' && name !== 'locales' && name !== 'testing') walk(child);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) parts.push(readFileSync(child, 'utf8'));
    }
  };
  walk(dir);
  return parts.join('\n');
}

/** The catalogue of the upstream's own sentences (web/src/i18n/upstream-text.ts). */
const UPSTREAM = 'server';

/**
 * What is wrong with the catalogues: every language has exactly English's keys (data-keyed catalogues may hold
 * fewer), and each English key is used. A key is used when the code that owns the namespace writes it quoted, alone
 * ('nav.signIn', as `t` takes it) or with its namespace ('auth:otp.incorrect', as a flow gives a message); the
 * upstream's catalogue is used when the mock still writes each sentence, which the client reads back to its key.
 */
export function findTextProblems(catalogues: Catalogues, ownerCode: (namespace: string) => string): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const [namespace, byLanguage] of catalogues) {
    const english = byLanguage.get('en') ?? {};
    const keys = Object.keys(english);
    for (const [language, texts] of byLanguage) {
      if (language === 'en') continue;
      if (!DATA_KEYED.has(namespace)) {
        for (const key of keys) if (!(key in texts)) problems.push({ namespace, language, key, problem: 'missing' });
      }
      for (const key of Object.keys(texts)) {
        if (!(key in english)) problems.push({ namespace, language, key, problem: 'not in English' });
      }
    }
    if (DATA_KEYED.has(namespace)) continue;
    const code = ownerCode(namespace);
    const quoted = (text: string) => ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`));
    for (const key of new Set(keys.map((key) => key.replace(PLURAL, '')))) {
      const used = namespace === UPSTREAM ? quoted(english[key] ?? '') : quoted(key) || quoted(`${namespace}:${key}`);
      if (!used) problems.push({ namespace, language: 'en', key, problem: 'unused' });
    }
  }
  return problems;
}

/**
 * Where each namespace's keys are used: a feature's in its folder, 'app' and 'ui' in theirs, the rest anywhere in
 * the client; the flows' messages in the machines too; the rules' in the contract's rules; the upstream's sentences
 * in the mock.
 */
export function ownerCodeIn(repo: string): (namespace: string) => string {
  const web = join(repo, 'web/src');
  const cache = new Map<string, string>();
  const read = (dir: string) => {
    let text = cache.get(dir);
    if (text === undefined) cache.set(dir, (text = sourceText(dir)));
    return text;
  };
  // A feature's namespace is its folder's name in camelCase (refer-candidate/ → referCandidate).
  const features = new Map(
    readdirSync(join(web, 'features')).map((folder) => [
      folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      folder,
    ]),
  );
  const machines = () => read(join(repo, 'machines/src'));
  const rules = () => readFileSync(join(repo, 'openapi/rules.ts'), 'utf8');
  return (namespace) => {
    if (namespace === UPSTREAM) return read(join(repo, 'mock-server/src'));
    if (namespace === 'rules') return rules();
    const feature = features.get(namespace);
    if (feature !== undefined) return `${read(join(web, 'features', feature))}\n${machines()}`;
    if (namespace === 'app' || namespace === 'ui') return read(join(web, namespace));
    return [read(web), machines(), read(join(repo, 'mock-server/src')), rules()].join('\n');
  };
}

export const describeProblem = (repo: string, localesDir: string, p: TextProblem) =>
  `${relative(repo, join(localesDir, p.language, `${p.namespace}.json`))}: '${p.key}' ${
    p.problem === 'missing'
      ? 'is missing (English has it)'
      : p.problem === 'not in English'
        ? 'is not in English (left over?)'
        : 'is used by no code of its namespace'
  }`;
