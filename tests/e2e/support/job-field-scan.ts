import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const locales = join(import.meta.dirname, '../../../web/src/locales');
/** The job-field catalogues keyed by the upstream's English value. */
const NAME_CATALOGUES = ['jobTitles', 'cityNames', 'jobTerms', 'skillNames'] as const;

type Texts = Record<string, string>;
const read = (language: string, namespace: string): Texts => {
  try {
    return JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as Texts;
  } catch {
    return {};
  }
};

export interface JobFieldPattern {
  english: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{M}.+-])${escape(text)}(?![\\p{L}\\p{M}+])`, 'u');

/**
 * The job fields a screen in `language` must not show in English: every title, city, job-type term and skill its
 * dictionaries translate, and an experience ('0-1 years', '5+ years') once the language has the rule's words.
 */
export function jobFieldPatterns(language: string): JobFieldPattern[] {
  const patterns: JobFieldPattern[] = [];
  for (const namespace of NAME_CATALOGUES) {
    const translated = read(language, namespace);
    for (const english of Object.keys(read('en', namespace))) {
      if (translated[english]) patterns.push({ english, pattern: word(english) });
    }
  }
  if (Object.keys(read(language, 'jobExperience')).length > 0) {
    patterns.push({ english: 'N-M years', pattern: /\b\d+\s*(?:-|–|to)\s*\d+\s*(?:years?|yrs?)\b/i });
    patterns.push({ english: 'N+ years', pattern: /\b\d+\s*\+\s*(?:years?|yrs?)\b/i });
  }
  return patterns;
}

/**
 * What a user reads or hears on the page, leaving out the language picker (each language's own name) and what is
 * marked as written in English (`lang="en"`: an employer's description, shown as they wrote it).
 */
async function translatedWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const page = document.documentElement.lang;
    const hidden = [...document.querySelectorAll<HTMLElement>('select, [lang]')].filter(
      (element) => element.tagName === 'SELECT' || (element !== document.documentElement && element.lang !== page),
    );
    const before = hidden.map((element) => element.style.display);
    for (const element of hidden) element.style.display = 'none';
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((element) => !hidden.some((away) => away.contains(element)))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    const text = [document.title, document.body.innerText, ...attributes].join('\n');
    hidden.forEach((element, at) => (element.style.display = before[at] ?? ''));
    return text;
  });
}

/** Each job field the page shows in English although the dictionaries have it in the page's language, in context. */
export async function jobFieldsInEnglish(page: Page, patterns: readonly JobFieldPattern[]): Promise<string[]> {
  const words = await translatedWords(page);
  return patterns.flatMap(({ english, pattern }) => {
    const match = pattern.exec(words);
    if (!match) return [];
    const around = words.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ');
    return [`${english} — in «${around}»`];
  });
}
