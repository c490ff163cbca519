import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMessage, type Message } from '../messages/message.ts';

/**
 * Tests only: a message as the client shows it in English, from the client's English catalogues
 * (web/src/locales/en/<namespace>.json), so a flow's test states the spec's exact text. An upstream sentence is itself.
 */
const englishDir = fileURLToPath(new URL('../../../web/src/locales/en/', import.meta.url));
const catalogues = new Map<string, Readonly<Record<string, string>>>(
  readdirSync(englishDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(englishDir + file, 'utf8'))]),
);
const plural = new Intl.PluralRules('en');

export function english(message: Message): string;
export function english(message: Message | null | undefined): string | null;
export function english(message: Message | null | undefined): string | null {
  if (!message) return null;
  if ('upstream' in message) return message.upstream;
  const split = message.key.indexOf(':');
  const texts = catalogues.get(message.key.slice(0, split)) ?? {};
  const key = message.key.slice(split + 1);
  const count = message.values?.count;
  const template = texts[key] ?? (typeof count === 'number' ? texts[`${key}_${plural.select(count)}`] : undefined);
  if (template === undefined) throw new Error(`No English text for ${message.key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = message.values?.[name];
    if (value === undefined) return whole;
    return isMessage(value) ? english(value) : String(value);
  });
}
