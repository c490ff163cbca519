import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { LANGUAGES } from './languages.ts';
import { compileTemplates, matchTemplate, type MessageTemplate } from './message-templates.ts';

const NAMESPACE = 'messages';

/** What a lookup gives when the language has no text for the key (never a real message). */
const MISSING = '\u0000';

/**
 * Placeholders that carry a message themselves (the reason in “Error uploading resume: {{message}}. …”): a value
 * the catalogue knows is shown in the chosen language too. Every other placeholder is data (a job's name, an
 * amount, a number of minutes) and is shown as it came.
 */
const MESSAGE_VALUES: ReadonlySet<string> = new Set(['message', 'status']);

type Lookup = (key: string, options: { defaultValue: string; replace?: Record<string, string> }) => string;

/**
 * The templates among the messages' keys, compiled once for all languages (every catalogue has the same keys)
 * and again only when a language's messages arrive. English has no catalogue, so none are compiled while the
 * candidate reads English — nor needed: a built English message is already the text to show.
 */
let templates: readonly MessageTemplate[] | null = null;
const forget = (_language: string, namespace: string) => {
  if (namespace === NAMESPACE) templates = null;
};
i18n.store.on('added', forget);
i18n.store.on('removed', forget);

function knownTemplates(): readonly MessageTemplate[] {
  if (templates) return templates;
  const keys = new Set<string>();
  for (const { code } of LANGUAGES) {
    const texts: unknown = i18n.hasResourceBundle(code, NAMESPACE)
      ? i18n.getResourceBundle(code, NAMESPACE)
      : undefined;
    if (texts && typeof texts === 'object') for (const key of Object.keys(texts)) keys.add(key);
  }
  return (templates = compileTemplates(keys));
}

/**
 * A message in the chosen language: its exact English text first; else the template it was built from, filled
 * with the values it carried (those naming a message translated the same way); else the text as it came.
 */
function lookUpMessage(lookUp: Lookup, text: string): string {
  if (text === '') return text;
  const exact = lookUp(text, { defaultValue: MISSING });
  if (exact !== MISSING) return exact;
  const match = matchTemplate(knownTemplates(), text);
  if (!match) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    values[name] = MESSAGE_VALUES.has(name) && value.length < text.length ? lookUpMessage(lookUp, value) : value;
  }
  const built = lookUp(match.template, { defaultValue: MISSING, replace: values });
  return built === MISSING ? text : built;
}

/**
 * The spec's and the server's messages (validation, errors, confirmations) are kept in English where
 * they are made — machines, the contract's rules, the mock — and shown through this lookup, keyed by
 * their exact English wording (`i18n/messages/<language>.ts`). A message built around a value is keyed by
 * its English template (“Too many OTP requests. Please try again after {{minutes}} minutes.”), defined once
 * next to the code that fills it. English needs no catalogue: a text with no translation, such as a message
 * the upstream writes itself, shows as it came.
 */
export function translateSentence(text: string): string {
  const lookUp = i18n.t as unknown as (key: string, options: object) => string;
  return lookUpMessage((key, options) => String(lookUp(key, { ns: NAMESPACE, ...options })), text);
}

/** `translateSentence` for components: re-renders when the language or its messages arrive. */
export function useSentenceText(): (text: string) => string {
  const { t } = useTranslation(NAMESPACE);
  // The catalogue is keyed by the English text, which is only known at run time.
  const lookUp = t as unknown as (key: string, options: object) => string;
  return useCallback((text: string) => lookUpMessage((key, options) => String(lookUp(key, options)), text), [lookUp]);
}
