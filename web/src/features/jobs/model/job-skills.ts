import { skillNamesIn, uniqueNames } from '#web/entities/candidate/index.ts';
import type { Loose } from '#machines';

/** The fields a job's skills may come under, in order of preference. */
export const SKILL_FIELDS = ['skills', 'skillTags', 'jobSkills', 'tags'] as const;
const DEFAULT_SKILL = 'General';
const GENERIC = new Set(['general', 'others', 'other', 'none', 'n/a', 'na', '-']);

export function isGenericSkill(name: string): boolean {
  return GENERIC.has(name.trim().toLowerCase());
}

/**
 * The job's skills from whichever field carries them (default 'General'), generic entries dropped; read by the rules
 * the candidate's skills are read by, so that the two compare.
 */
export function jobSkillsOf(job: Loose): string[] {
  const field = SKILL_FIELDS.find((key) => skillNamesIn(job[key]).some((name) => name.trim() !== ''));
  const names = field ? skillNamesIn(job[field]) : [DEFAULT_SKILL];
  return uniqueNames(names).filter((name) => !isGenericSkill(name));
}

/** Capitals at the start of every word; the rest is kept, so acronyms such as GST stay whole. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s\-/(])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
