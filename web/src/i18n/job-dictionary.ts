import cityNames from '#web/locales/en/cityNames.json';
import jobTerms from '#web/locales/en/jobTerms.json';
import jobTitles from '#web/locales/en/jobTitles.json';
import skillNames from '#web/locales/en/skillNames.json';
import { i18n } from './i18n.ts';
import { CITY_ALIASES, JOB_TERM_ALIASES } from './job-field-aliases.ts';
import { translatesJobFields, type JobFieldKind } from './job-field-languages.ts';
import { JOB_FIELD_NAMESPACES } from './languages.ts';

type Namespace = Exclude<(typeof JOB_FIELD_NAMESPACES)[number], 'jobExperience'>;

/** Each catalogue's English names by their lower-case spelling: the key a text from the job data is read back to. */
const keysOf = (english: Readonly<Record<string, string>>) =>
  new Map(Object.keys(english).map((name) => [name.toLowerCase(), name]));

const titles = keysOf(jobTitles);
const cities = keysOf(cityNames);
const terms = keysOf(jobTerms);
const skills = keysOf(skillNames);
for (const [alias, canonical] of Object.entries(CITY_ALIASES)) cities.set(alias, canonical);
for (const [alias, canonical] of Object.entries(JOB_TERM_ALIASES)) terms.set(alias, canonical);

/** The catalogues of the chosen language arrive with its other texts (one file per language). */
export { JOB_FIELD_NAMESPACES };

function lookup(ns: Namespace, index: Map<string, string>, text: string, code: string): string | null {
  const key = index.get(text.trim().replace(/\s+/g, ' ').toLowerCase());
  if (!key) return null;
  // The upstream's value is the key (a job title may hold '.' or ':'), so the resource is read as it is stored.
  const translated: unknown = i18n.getResource(code, ns, key);
  return typeof translated === 'string' && translated !== '' ? translated : null;
}

const YEARS = String.raw`\s*(?:years?|yrs?)\.?`;
/** The experience the upstream writes: '0-1 years', '1 to 3 yrs', '5+ years', '2 years'. */
const EXPERIENCE: readonly (readonly [RegExp, 'range' | 'atLeast' | 'years'])[] = [
  [new RegExp(String.raw`^(\d+)\s*(?:-|–|to)\s*(\d+)${YEARS}$`, 'i'), 'range'],
  [new RegExp(String.raw`^(\d+)\s*\+${YEARS}$`, 'i'), 'atLeast'],
  [new RegExp(String.raw`^(\d+)${YEARS}$`, 'i'), 'years'],
];

/**
 * 'N-M years', 'N+ years' and 'N years' in the language's words (`jobExperience`), the year in the plural the
 * count asks for ('0-1 ஆண்டு', '1-3 ஆண்டுகள்'); null for any other text.
 */
function experienceText(text: string, code: string): string | null {
  const value = text.trim();
  for (const [pattern, key] of EXPERIENCE) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [min = '', max = min] = match.slice(1);
    const count = Number(max);
    const form = new Intl.PluralRules(code).select(count);
    const words: unknown =
      i18n.getResource(code, 'jobExperience', `${key}_${form}`) ??
      i18n.getResource(code, 'jobExperience', `${key}_other`);
    if (typeof words !== 'string' || words === '') return null;
    return words.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name === 'min' ? min : name === 'max' || name === 'count' ? max : whole,
    );
  }
  return null;
}

/**
 * A job's field in the chosen language, from the catalogue of its kind: a title (a designation, or a job-type term),
 * a city, a job-type term, a skill, an experience ('Fresher', '0-1 years'). Unknown text comes back as it came.
 */
export function translateJobField(kind: JobFieldKind, text: string | null | undefined, code: string): string {
  const value = text ?? '';
  if (!translatesJobFields(code) || value.trim() === '') return value;
  const found =
    kind === 'title'
      ? (lookup('jobTitles', titles, value, code) ?? lookup('jobTerms', terms, value, code))
      : kind === 'city'
        ? lookup('cityNames', cities, value, code)
        : kind === 'term'
          ? lookup('jobTerms', terms, value, code)
          : kind === 'skill'
            ? lookup('skillNames', skills, value, code)
            : (lookup('jobTerms', terms, value, code) ?? experienceText(value, code));
  return found ?? value;
}
