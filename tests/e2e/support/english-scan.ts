import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { JOB_FIELD_NAMESPACES } from '#web/i18n/languages.ts';

const web = join(import.meta.dirname, '../../../web/src');

/** Every English catalogue of the client but the job-field ones (their texts are the upstream's data). */
function cataloguePaths(): string[] {
  const english = join(web, 'locales/en');
  return readdirSync(english)
    .filter(
      (file) =>
        file.endsWith('.json') && !(JOB_FIELD_NAMESPACES as readonly string[]).includes(file.replace(/\.json$/, '')),
    )
    .map((file) => join(english, file));
}

export type EnglishPhrase = { text: string; pattern: RegExp };

/**
 * The English texts a translated screen must not show: each catalogue value cut at its {{placeholders}},
 * keeping pieces that hold an English word (acronyms alone such as 'PAN' or 'OTP' may stay in a translation).
 */
export async function englishPhrases(): Promise<EnglishPhrase[]> {
  const pieces = new Set<string>();
  for (const path of cataloguePaths()) {
    const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const value of Object.values(texts)) {
      for (const piece of value.split(/\{\{\s*\w+\s*\}\}/)) {
        const text = piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        // A lone two-letter word ('to', 'of') is no sign of an untranslated text: it also sits inside data.
        if (/[a-z]{2}/.test(text) && (text.includes(' ') || text.length > 2)) pieces.add(text);
      }
    }
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...pieces].map((text) => ({
    text,
    pattern: new RegExp(`(?<![\\p{L}\\p{M}])${escape(text)}(?![\\p{L}\\p{M}])`, 'u'),
  }));
}

/** What a user reads or hears on the page: its visible text and the names and hints in its attributes. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap(
      (element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/**
 * The English phrases still on the page, each with the words around it, leaving out the data the page shows
 * (names of jobs, companies, places, the brand…) given in `data`.
 */
export async function englishLeft(
  page: Page,
  phrases: EnglishPhrase[],
  data: readonly string[] = [],
): Promise<string[]> {
  let words = await pageWords(page);
  for (const value of data) words = words.split(value).join(' ');
  return phrases.flatMap((phrase) => {
    const match = phrase.pattern.exec(words);
    if (!match) return [];
    const around = words
      .slice(Math.max(0, match.index - 40), match.index + phrase.text.length + 40)
      .replace(/\s+/g, ' ');
    return [`${phrase.text} — in «${around}»`];
  });
}

/**
 * Every text the upstream's JSON answers carry (job titles, skills, companies, file names, the candidate's
 * languages…): data the page shows as it came, not the client's own words. Longest first, so a longer value is
 * taken out before a shorter one inside it.
 */
export function collectAnswerData(page: Page): () => string[] {
  const values = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\p{L}{3}/u.test(value)) values.add(value.trim());
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/__mock') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => undefined);
  });
  return () => [...values].sort((a, b) => b.length - a.length);
}
