import { useTranslation } from 'react-i18next';
import { profileNs } from '../i18n.ts';
import type { ShownSkill } from '../model/skill-search.ts';

export interface SkillResultsProps {
  results: readonly ShownSkill[];
  query: string;
  isSelected: (name: string) => boolean;
  onToggle: (name: string) => void;
}

/** Add Skills' results as checkboxes, each named in the chosen language with the English name beside; or 'no match'. */
export function SkillResults({ results, query, isSelected, onToggle }: SkillResultsProps) {
  const { t } = useTranslation(profileNs);
  if (results.length === 0) return <p className="add-skills__none">{t('skills.noMatch', { query })}</p>;
  return (
    <ul className="add-skills__results" aria-label={t('skills.results')}>
      {results.map((skill) => (
        <li key={skill.id}>
          <label className="add-skills__option">
            <input type="checkbox" checked={isSelected(skill.name)} onChange={() => onToggle(skill.name)} />
            <span className="add-skills__name">
              {skill.local ?? skill.name}
              {skill.local ? (
                <>
                  {' '}
                  <span className="add-skills__english" lang="en">
                    {skill.name}
                  </span>
                </>
              ) : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
