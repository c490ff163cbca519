import type * as Reader from './upstream-reader.ts';

/**
 * The upstream's own words, in the chosen language. A message a flow made reaches the screen as a key and values
 * (message-text.ts); what the upstream writes arrives as a sentence: a refusal's `message`, a timeline entry. The
 * sentences the upstream is known to write are catalogued in English (web/src/locales/en/server.json, and the
 * contract's rule messages, rules.json), keyed like every other text; in another language a sentence is read back to
 * its key (upstream-reader.ts) and shown in that language. One no catalogue knows shows as it came; so does every
 * sentence in English, which is what the upstream wrote.
 */

let reader: typeof Reader | null = null;

/**
 * The reader and the upstream's English sentences (server.json, which it also gives i18next) arrive with the first
 * other language (i18n.ts), one file.
 */
export function loadUpstreamReader(): Promise<Readonly<Record<string, string>>> {
  return import('./upstream-reader.ts').then((loaded) => {
    reader = loaded;
    return loaded.serverEnglish;
  });
}

export function upstreamText(resources: Reader.Resources, text: string, language: string): string {
  if (language === 'en' || text.trim() === '' || !reader) return text;
  return reader.readBack(resources, text, language);
}
