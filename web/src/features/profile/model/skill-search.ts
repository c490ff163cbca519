import type { SkillOption } from '#machines';
import { createNameMatcher, type Romaniser } from '#web/i18n/names/name-matcher.ts';

/** A skill as Add Skills shows it: its name in the chosen language, the English name beside when they differ. */
export interface ShownSkill extends SkillOption {
  local: string | null;
}

/**
 * Add Skills' search: the active skills found by their English name or their name in the chosen language, typed in
 * any of the nine scripts, in Latin letters or misspelt (the search banner's matcher); every skill, in the order
 * given, while nothing is typed.
 */
export function createSkillSearch(
  active: readonly SkillOption[],
  localName: (english: string) => string,
  romaniser: Romaniser,
): (query: string, limit: number) => ShownSkill[] {
  const shown = active.map((skill) => {
    const local = localName(skill.name);
    return { ...skill, local: local.toLowerCase() === skill.name.toLowerCase() ? null : local };
  });
  const matcher = createNameMatcher(
    shown.map((skill) => ({ item: skill, value: skill.name, local: skill.local })),
    romaniser,
  );
  return (query, limit) => (query.trim() === '' ? shown.slice(0, limit) : matcher.match(query, limit));
}
