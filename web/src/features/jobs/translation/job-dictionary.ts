import { i18n } from '#web/i18n/index.ts';
import { CITY_ALIASES, CITY_NAMES } from './dictionaries/city-names.ts';
import { JOB_TERM_ALIASES, JOB_TERMS } from './dictionaries/job-terms.ts';
import { JOB_TITLES } from './dictionaries/job-titles.ts';
import { ROW_LANGUAGES, type TranslationRow } from './dictionaries/translation-row.ts';

import { translatesJobFields, type JobFieldKind } from './job-field-languages.ts';

type Namespace = 'jobTitles' | 'cityNames' | 'jobTerms';

function register(ns: Namespace, rows: readonly TranslationRow[]): Map<string, string> {
  ROW_LANGUAGES.forEach((code, column) => {
    i18n.addResourceBundle(code, ns, Object.fromEntries(rows.map((row) => [row[0], row[column + 1]])));
  });
  return new Map(rows.map((row) => [row[0].toLowerCase(), row[0]]));
}

const titles = register('jobTitles', JOB_TITLES);
const cities = register('cityNames', CITY_NAMES);
const terms = register('jobTerms', JOB_TERMS);
for (const [alias, canonical] of Object.entries(CITY_ALIASES)) cities.set(alias, canonical);
for (const [alias, canonical] of Object.entries(JOB_TERM_ALIASES)) terms.set(alias, canonical);

function lookup(ns: Namespace, index: Map<string, string>, text: string, code: string): string | null {
  const key = index.get(text.trim().replace(/\s+/g, ' ').toLowerCase());
  if (!key) return null;
  return i18n.t(key, { ns, lng: code, fallbackLng: false, defaultValue: text });
}

/** A job title, Indian city name or job-type term in the chosen language; unknown text comes back unchanged. */
export function translateJobText(text: string, code: string): string {
  if (!translatesJobFields(code) || text.trim() === '') return text;
  return (
    lookup('jobTitles', titles, text, code) ??
    lookup('cityNames', cities, text, code) ??
    lookup('jobTerms', terms, text, code) ??
    text
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = new RegExp(
  `(?<![\\p{L}-])(${[...terms.keys(), ...cities.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}-])`,
  'giu',
);

/** Translates the job-type terms and city names inside a free text, leaving the rest as written. */
function translateInside(text: string, code: string): string {
  return text.replace(termPattern, (match) => {
    const lower = match.toLowerCase();
    return lookup(terms.has(lower) ? 'jobTerms' : 'cityNames', terms.has(lower) ? terms : cities, match, code) ?? match;
  });
}

/**
 * Translates a job field for the job-list screens: jobName (a designation, or a job-type term),
 * cityName (an Indian city) and jobDetails (job-type terms and city names inside the text).
 */
export function translateJobField(kind: JobFieldKind, text: string | null | undefined, code: string): string {
  const value = text ?? '';
  if (!translatesJobFields(code) || value.trim() === '') return value;
  if (kind === 'jobName')
    return lookup('jobTitles', titles, value, code) ?? lookup('jobTerms', terms, value, code) ?? value;
  if (kind === 'cityName') return lookup('cityNames', cities, value, code) ?? value;
  return translateInside(value, code);
}
