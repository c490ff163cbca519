/**
 * Messages built around a value ('Error uploading resume: Network error. Please try again.') are written once
 * as an English template with i18next placeholders (“Error uploading resume: {{message}}. Please try again.”)
 * where they are made. The messages catalogue is keyed by that template; this reads a built text back into
 * the template it came from and the values it was filled with.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Regular-expression characters in a template's fixed text are taken literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface MessageTemplate {
  /** The English template, also the catalogue key. */
  readonly template: string;
  /** The fixed text before the first placeholder and after the last: a cheap test before the pattern. */
  readonly prefix: string;
  readonly suffix: string;
  /** How many fixed characters a built text holds at least. */
  readonly fixedLength: number;
  readonly names: readonly string[];
  readonly pattern: RegExp;
}

export interface TemplateMatch {
  readonly template: string;
  /** Each placeholder's value, as it appears in the built text. */
  readonly values: Readonly<Record<string, string>>;
}

const PLACEHOLDER_TEST = /\{\{\s*\w+\s*\}\}/;

/**
 * The template's matcher; null when it has no placeholder (then it is an exact key) or no fixed text (then any
 * text would fit it).
 */
function compileTemplate(template: string): MessageTemplate | null {
  const fixed = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0 || fixed.join('') === '') return null;
  const source = fixed.map(escapeRegExp).join('([\\s\\S]*?)');
  return {
    template,
    prefix: fixed[0] ?? '',
    suffix: fixed[fixed.length - 1] ?? '',
    fixedLength: fixed.join('').length,
    names,
    pattern: new RegExp(`^${source}$`),
  };
}

/**
 * The matchers of the templates among a catalogue's keys, the most specific first (more fixed text), so that
 * 'Interview on {{when}} - {{where}}' is tried before 'Interview on {{when}}'.
 */
export function compileTemplates(keys: Iterable<string>): readonly MessageTemplate[] {
  const templates: MessageTemplate[] = [];
  for (const key of keys) {
    if (!PLACEHOLDER_TEST.test(key)) continue;
    const compiled = compileTemplate(key);
    if (compiled) templates.push(compiled);
  }
  return templates.sort((a, b) => b.fixedLength - a.fixedLength);
}

/** The template a built text was filled from, with its values; null when none fits. */
export function matchTemplate(templates: readonly MessageTemplate[], text: string): TemplateMatch | null {
  for (const candidate of templates) {
    if (text.length < candidate.fixedLength || !text.startsWith(candidate.prefix) || !text.endsWith(candidate.suffix))
      continue;
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    candidate.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { template: candidate.template, values };
  }
  return null;
}
