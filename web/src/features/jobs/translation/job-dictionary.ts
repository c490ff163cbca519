import cityNames from '#web/locales/en/cityNames.json';
import jobTerms from '#web/locales/en/jobTerms.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import { i18n } from '#web/i18n/index.ts';
import { CITY_ALIASES, JOB_TERM_ALIASES } from '#web/i18n/job-field-aliases.ts';
import { JOB_FIELD_NAMESPACES, translatesJobFields, type JobFieldKind } from './job-field-languages.ts';

type Namespace = (typeof JOB_FIELD_NAMESPACES)[number];

/** Each catalogue's English names by their lower-case spelling: the key a text from the job data is read back to. */
const keysOf = (english: Readonly<Record<string, string>>) =>
  new Map(Object.keys(english).map((name) => [name.toLowerCase(), name]));

const titles = keysOf(jobTitles);
const cities = keysOf(cityNames);
const terms = keysOf(jobTerms);
for (const [alias, canonical] of Object.entries(CITY_ALIASES)) cities.set(alias, canonical);
for (const [alias, canonical] of Object.entries(JOB_TERM_ALIASES)) terms.set(alias, canonical);

/** The catalogues of the chosen language arrive with its other texts (one file per language). */
export { JOB_FIELD_NAMESPACES };

function lookup(ns: Namespace, index: Map<string, string>, text: string, code: string): string | null {
  const key = index.get(text.trim().replace(/\s+/g, ' ').toLowerCase());
  if (!key) return null;
  // The upstream's value is the key (a job title may hold '.' or ':'), so the resource is read as it is stored.
  const translated: unknown = i18n.getResource(code, ns, key);
  return typeof translated === 'string' && translated !== '' ? translated : text;
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
