import { asRecord, firstText, type Loose } from './read-fields.ts';

/** The fields a job's skills may come under, in order of preference. */
export const SKILL_FIELDS = ['skills', 'skillTags', 'jobSkills', 'tags'] as const;
const NAME_FIELDS = ['skillName', 'name', 'skill_name', 'title', 'label'] as const;
const DEFAULT_SKILL = 'General';
const GENERIC = new Set(['general', 'others', 'other', 'none', 'n/a', 'na', '-']);

export function isGenericSkill(name: string): boolean {
  return GENERIC.has(name.trim().toLowerCase());
}

function namesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',');
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const ref = asRecord(item);
    if (ref.active === false) return [];
    const name = firstText(ref, NAME_FIELDS);
    return name ? [name] : [];
  });
}

/** Unique (case-insensitive) trimmed names, in their first spelling. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** The job's skills from whichever field carries them (default 'General'), generic entries dropped. */
export function jobSkillsOf(job: Loose): string[] {
  const field = SKILL_FIELDS.find((key) => namesOf(job[key]).some((name) => name.trim() !== ''));
  const names = field ? namesOf(job[field]) : [DEFAULT_SKILL];
  return uniqueNames(names).filter((name) => !isGenericSkill(name));
}

/** A candidate's skills as the skills call answers them: a list, a comma string, or either in { success, data }. */
export function candidateSkillNames(answer: unknown): string[] {
  const inner = Array.isArray(answer) || typeof answer === 'string' ? answer : asRecord(answer).data;
  return uniqueNames(namesOf(inner));
}

/** Capitals at the start of every word; the rest is kept, so acronyms such as GST stay whole. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s\-/(])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
