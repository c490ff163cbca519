import { asLoose, type Loose } from '#machines';

const NAME_FIELDS = ['skillName', 'name', 'skill_name', 'title', 'label'] as const;

function nameOf(skill: Loose): string {
  for (const key of NAME_FIELDS) {
    const value = skill[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/**
 * Skill names as the upstream lists them, the candidate's or a job's alike (so the two compare): a comma-separated
 * string, or a list of names and skill objects, inactive ones left out.
 */
export function skillNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',');
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const skill = asLoose(item);
    if (skill.active === false) return [];
    const name = nameOf(skill);
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

/** A candidate's skills as the skills call answers them: a list, a comma string, or either in { success, data }. */
export function candidateSkillNames(answer: unknown): string[] {
  const inner = Array.isArray(answer) || typeof answer === 'string' ? answer : asLoose(answer).data;
  return uniqueNames(skillNamesIn(inner));
}
