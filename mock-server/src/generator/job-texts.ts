import { DEPARTMENT_TEXTS } from './data/department-texts.ts';
import type { Designation } from './data/designations.ts';
import type { JobRecord, WorkMode } from './job-record.ts';
import type { Rng } from './rng.ts';

export interface JobTextInput {
  designation: Designation;
  companyName: string;
  cityName: string;
  experience: string;
  workMode: WorkMode;
  /** Real skill names, generic placeholders left out. */
  skillNames: readonly string[];
}

type JobTexts = Pick<JobRecord, 'jobDescription' | 'requirements' | 'responsibilities'>;

const BENEFITS: readonly string[] = [
  'Salary is credited on time every month, with PF and ESI as per company policy.',
  'Medical insurance for you and your family from the day you join.',
  'Monthly performance incentives on top of the fixed salary.',
  'Paid leave and festival holidays as per company policy.',
  'Clear growth path with regular training and internal promotions.',
];

/**
 * Templates cut once at their placeholders: literal text at even indexes, placeholder names at odd ones (a large
 * world fills one per job; a regular expression per job was a tenth of its generation).
 */
const cutTemplates = new Map<string, readonly string[]>();

/** The template with each {name} replaced by its value; a name without a value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  let parts = cutTemplates.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    cutTemplates.set(template, parts);
  }
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) text += (values[parts[i]!] ?? `{${parts[i]!}}`) + parts[i + 1]!;
  return text;
}

/** 'a' or 'an' as the role is spoken: an Area Sales Manager, an HR Executive, a QA Engineer. */
export function withArticle(role: string): string {
  const first = role.split(/[\s-]/)[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const an = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${role}`;
}

/** withArticle of each role, worked out once (there are a few dozen roles and a job per role many times over). */
const articled = new Map<string, string>();
function roleWithArticle(role: string): string {
  let text = articled.get(role);
  if (text === undefined) {
    text = withArticle(role);
    articled.set(role, text);
  }
  return text;
}

const listing = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function buildJobTexts(input: JobTextInput, rng: Rng): JobTexts {
  const { designation, companyName, cityName, experience, workMode, skillNames } = input;
  const texts = DEPARTMENT_TEXTS[designation.department];
  const values = {
    role: designation.name,
    aRole: roleWithArticle(designation.name),
    company: companyName,
    city: cityName,
  };

  const description = [fillTemplate(rng.pick(texts.summaries), values)];
  if (workMode !== 'On-site') description.push(`This is a ${workMode.toLowerCase()} role.`);
  description.push(rng.pick(BENEFITS));

  const requirements = [
    experience === 'Fresher'
      ? 'Freshers are welcome to apply.'
      : `${experience} of experience as ${values.aRole} or in a similar role.`,
  ];
  if (skillNames.length > 0) requirements.push(`Working knowledge of ${listing(skillNames)}.`);
  if (designation.requirement !== undefined) requirements.push(designation.requirement);
  requirements.push(...rng.pickSome(texts.requirements, 2));

  return {
    jobDescription: description.join(' '),
    requirements: requirements.join('\n'),
    responsibilities: rng.pickSome(texts.responsibilities, 4).join('\n'),
  };
}
