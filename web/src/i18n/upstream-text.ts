import { i18n } from './i18n.ts';
import { compileTemplates, matchTemplate, type MessageTemplate } from './message-templates.ts';

/**
 * The upstream's own words, in the chosen language. A message a flow made reaches the screen as a key and values
 * (message-text.ts); what the upstream writes arrives as a sentence: a refusal's `message`, a timeline entry. The
 * sentences the upstream is known to write are catalogued in English (web/src/locales/en/server.json, and the
 * contract's rule messages, rules.json), keyed like every other text; a sentence is read back to its key (exactly, or
 * into the template it was filled from) and shown in the chosen language. One no catalogue knows shows as it came.
 */

/** Placeholders in the upstream's templates that carry one of its own words (a status): looked up in turn. */
const WORD_VALUES: ReadonlySet<string> = new Set(['status', 'message']);

interface Index {
  exact: ReadonlyMap<string, { ns: 'server' | 'rules'; key: string }>;
  templates: readonly MessageTemplate[];
  keyOfTemplate: ReadonlyMap<string, string>;
}

let index: Index | null = null;
const forget = (language: string, namespace: string) => {
  if (language === 'en' && (namespace === 'server' || namespace === 'rules')) index = null;
};
i18n.store.on('added', forget);

function english(namespace: 'server' | 'rules'): Readonly<Record<string, string>> {
  const texts: unknown = i18n.getResourceBundle('en', namespace);
  return texts && typeof texts === 'object' ? (texts as Record<string, string>) : {};
}

function currentIndex(): Index {
  if (index) return index;
  const exact = new Map<string, { ns: 'server' | 'rules'; key: string }>();
  const keyOfTemplate = new Map<string, string>();
  for (const ns of ['rules', 'server'] as const) {
    for (const [key, text] of Object.entries(english(ns))) {
      exact.set(text, { ns, key });
      if (ns === 'server') keyOfTemplate.set(text, key);
    }
  }
  return (index = { exact, templates: compileTemplates(keyOfTemplate.keys()), keyOfTemplate });
}

type Lookup = (ns: 'server' | 'rules', key: string, values?: Readonly<Record<string, string>>) => string;

function lookUp(text: string, translate: Lookup): string {
  const { exact, templates, keyOfTemplate } = currentIndex();
  const known = exact.get(text);
  if (known) return translate(known.ns, known.key);
  const match = matchTemplate(templates, text);
  const key = match ? keyOfTemplate.get(match.template) : undefined;
  if (!match || key === undefined) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    values[name] = WORD_VALUES.has(name) && value.length < text.length ? lookUp(value, translate) : value;
  }
  return translate('server', key, values);
}

/** The upstream's sentence in `language` (the chosen one by default). */
export function upstreamText(text: string, language = i18n.language): string {
  if (language === 'en' || text.trim() === '') return text;
  return lookUp(text, (ns, key, values) => {
    const translated: unknown = i18n.getResource(language, ns, key);
    if (typeof translated !== 'string' || translated === '') return text;
    return values
      ? translated.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole)
      : translated;
  });
}
