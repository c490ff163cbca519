import serverEnglish from '#web/locales/en/server.json';
import { jobFieldIn } from './job-field-loaded.ts';
import type { JobFieldKind } from './job-field-languages.ts';
import { compileTemplates, matchTemplate, type MessageTemplate } from './message-templates.ts';

/**
 * Reads the upstream's sentences back to their keys (upstream-text.ts): exactly, or into the template they were
 * filled from. Fetched with the first language other than English, with the upstream's English sentences.
 */
export { serverEnglish };

/** What the reader needs of i18next's store. */
export interface Resources {
  getResource(language: string, namespace: string, key: string): unknown;
  getResourceBundle(language: string, namespace: string): unknown;
}

/** Placeholders in the upstream's templates that carry one of its own words (a status): looked up in turn. */
const WORD_VALUES: ReadonlySet<string> = new Set(['status', 'message']);

/** Placeholders that carry a job's field: read in the job-field dictionaries (job-field-text.ts). */
const JOB_FIELD_VALUES: Readonly<Record<string, JobFieldKind>> = { jobName: 'title', cityName: 'city' };

interface Index {
  exact: ReadonlyMap<string, { ns: 'server' | 'rules'; key: string }>;
  templates: readonly MessageTemplate[];
  keyOfTemplate: ReadonlyMap<string, string>;
}

/** The index, built once per set of English bundles (they do not change once both are in). */
let index: { bundles: readonly unknown[]; index: Index } | null = null;

function english(resources: Resources, namespace: 'server' | 'rules'): Readonly<Record<string, string>> {
  const texts: unknown = resources.getResourceBundle('en', namespace);
  return texts && typeof texts === 'object' ? (texts as Record<string, string>) : {};
}

function currentIndex(resources: Resources): Index {
  const bundles = [english(resources, 'rules'), english(resources, 'server')];
  if (index && index.bundles.every((bundle, at) => bundle === bundles[at])) return index.index;
  const exact = new Map<string, { ns: 'server' | 'rules'; key: string }>();
  const keyOfTemplate = new Map<string, string>();
  for (const [at, ns] of (['rules', 'server'] as const).entries()) {
    for (const [key, text] of Object.entries(bundles[at] ?? {})) {
      exact.set(text, { ns, key });
      if (ns === 'server') keyOfTemplate.set(text, key);
    }
  }
  const built = { exact, templates: compileTemplates(keyOfTemplate.keys()), keyOfTemplate };
  index = { bundles, index: built };
  return built;
}

type Lookup = (ns: 'server' | 'rules', key: string, values?: Readonly<Record<string, string>>) => string;

function lookUp(resources: Resources, text: string, translate: Lookup): string {
  const { exact, templates, keyOfTemplate } = currentIndex(resources);
  const known = exact.get(text);
  if (known) return translate(known.ns, known.key);
  const match = matchTemplate(templates, text);
  const key = match ? keyOfTemplate.get(match.template) : undefined;
  if (!match || key === undefined) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    values[name] = WORD_VALUES.has(name) && value.length < text.length ? lookUp(resources, value, translate) : value;
  }
  return translate('server', key, values);
}

/** The upstream's sentence in `language` (not English), or as it came when its catalogue does not know it. */
export function readBack(resources: Resources, text: string, language: string): string {
  return lookUp(resources, text, (ns, key, values) => {
    const translated: unknown = resources.getResource(language, ns, key);
    if (typeof translated !== 'string' || translated === '') return text;
    return values
      ? translated.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
          const value = values[name];
          const kind = JOB_FIELD_VALUES[name];
          return value === undefined ? whole : kind ? jobFieldIn(kind, value, language) : value;
        })
      : translated;
  });
}
