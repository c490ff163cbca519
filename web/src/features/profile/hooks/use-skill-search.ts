import { useMemo } from 'react';
import type { SkillOption } from '#machines';
import { useLanguage } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { hasIndicLetters } from '#web/i18n/names/indic-letters.ts';
import { useRomanise } from '#web/i18n/names/load-romanise.ts';
import { createSkillSearch } from '../model/skill-search.ts';

/**
 * Add Skills' search over the active skills in the chosen language, and each skill's name in it. The transliteration
 * is fetched with a language of its own script, or in English once text in an Indian script is typed.
 */
export function useSkillSearch(active: readonly SkillOption[], query: string) {
  const { code } = useLanguage();
  const field = useJobFieldText();
  const romanise = useRomanise(code !== 'en' || hasIndicLetters(query));
  const find = useMemo(() => createSkillSearch(active, field.skill, () => romanise), [active, field, romanise]);
  return { find, name: field.skill };
}
