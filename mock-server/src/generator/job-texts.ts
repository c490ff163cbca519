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

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** 'a' or 'an' as the role is spoken: an Area Sales Manager, an HR Executive, a QA Engineer. */
export function withArticle(role: string): string {
  const first = role.split(/[\s-]/)[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const an = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${role}`;
}

const listing = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function buildJobTexts(input: JobTextInput, rng: Rng): JobTexts {
  const { designation, companyName, cityName, experience, workMode, skillNames } = input;
  const texts = DEPARTMENT_TEXTS[designation.department];
  const values = {
    role: designation.name,
    aRole: withArticle(designation.name),
    company: companyName,
    city: cityName,
  };

  const description = [fillTemplate(rng.pick(texts.summaries), values)];
  if (workMode !== 'On-site') description.push(`This is a ${workMode.toLowerCase()} role.`);
  description.push(rng.pick(BENEFITS));

  const requirements = [
    experience === 'Fresher'
      ? 'Freshers are welcome to apply.'
      : `${experience} of experience as ${withArticle(designation.name)} or in a similar role.`,
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
