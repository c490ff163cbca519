import { message, type Message } from '../messages/message.ts';
import { isLoose, type Loose } from '../values/loose-record.ts';

export interface SkillOption {
  id: number;
  name: string;
}

const idOf = (item: Loose): number | undefined => {
  for (const key of ['id', 'skillId', 'skill_id', 'value']) {
    const v = item[key];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : undefined;
    if (n !== undefined) return n;
  }
  return undefined;
};
const nameOf = (item: Loose): string | undefined => {
  for (const key of ['name', 'skillName', 'skill_name', 'title', 'label']) {
    const v = item[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
};

/** The list inside an answer: a list, a comma-separated string, or either inside { data }. */
function entries(answer: unknown): unknown[] {
  const inner = isLoose(answer) ? answer.data : answer;
  if (Array.isArray(inner)) return inner;
  if (typeof inner === 'string') return inner.split(',');
  return [];
}

/** Active skills (or any list of skill objects) as { id, name }; items without both, or marked inactive, are dropped. */
export function readSkillOptions(answer: unknown): SkillOption[] {
  const seen = new Set<string>();
  const options: SkillOption[] = [];
  for (const item of entries(answer)) {
    if (typeof item !== 'object' || item === null) continue;
    const loose = item as Loose;
    const id = idOf(loose);
    const name = nameOf(loose);
    if (id === undefined || name === undefined || loose.active === false || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    options.push({ id, name });
  }
  return options;
}

/**
 * A saved skill list as names: ids (numbers or digit strings) are translated with the active list, strings kept,
 * objects read by name (or id); inactive skills dropped, duplicates removed case-insensitively.
 */
export function readSkillNames(answer: unknown, active: readonly SkillOption[]): string[] {
  const byId = new Map(active.map((s) => [s.id, s.name]));
  const seen = new Set<string>();
  const names: string[] = [];
  for (const item of entries(answer)) {
    let name: string | undefined;
    if (typeof item === 'number') name = byId.get(item);
    else if (typeof item === 'string')
      name = /^\d+$/.test(item.trim()) ? byId.get(Number(item.trim())) : item.trim() || undefined;
    else if (typeof item === 'object' && item !== null) {
      const loose = item as Loose;
      if (loose.active === false) continue;
      const id = idOf(loose);
      name = nameOf(loose) ?? (id === undefined ? undefined : byId.get(id));
    }
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Names mapped to ids through the active list (case-insensitively); unknown names are left out. */
export function skillIdsFor(names: readonly string[], active: readonly SkillOption[]): number[] {
  const byName = new Map(active.map((s) => [s.name.toLowerCase(), s.id]));
  const ids: number[] = [];
  for (const name of names) {
    const id = byName.get(name.trim().toLowerCase());
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const SELECT_ONE_SKILL = message('profile:skills.selectOne');
export const NO_VALID_SKILLS = message('profile:skills.noValid');
export const SKILLS_SAVE_FAILED = message('profile:skills.saveFailed');
/** Skills read or saved with no mobile number in the session (the upstream's 401 for a call without one). */
export const SKILLS_NO_MOBILE = message('profile:skills.noMobile');
/** 'Error saving skills: {{message}}', the failed call's reason. */
export const skillsSaveError = (reason: Message) => message('profile:skills.saveError', { message: reason });
