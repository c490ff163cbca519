import type { MockWorld } from '../../core/world.ts';

export interface SkillItem {
  skillId: number;
  skillName: string;
}

/** The catalogue's active skills, without the generic placeholders ('General', 'Others' …). */
export function activeSkills(world: MockWorld): SkillItem[] {
  return world.db.skill
    .findMany({ where: { active: { equals: true }, generic: { equals: false } }, orderBy: { id: 'asc' } })
    .map((s) => ({ skillId: s.id, skillName: s.skillName }));
}

/** Skill items for ids, in the given order; ids outside `allowed` are dropped. */
export function skillItems(ids: readonly number[], allowed: readonly SkillItem[]): SkillItem[] {
  const byId = new Map(allowed.map((s) => [s.skillId, s]));
  return [...new Set(ids)].flatMap((id) => {
    const skill = byId.get(id);
    return skill ? [skill] : [];
  });
}

/** Maps comma-separated ids or names (case-insensitive) to active skill ids; unknown entries are dropped. */
export function resolveSkillIds(list: string, active: readonly SkillItem[]): number[] {
  const byId = new Map(active.map((s) => [s.skillId, s.skillId]));
  const byName = new Map(active.map((s) => [s.skillName.toLowerCase(), s.skillId]));
  const ids = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (/^\d+$/.test(entry) ? byId.get(Number(entry)) : byName.get(entry.toLowerCase())));
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}
