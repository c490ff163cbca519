import { useTranslation } from 'react-i18next';
import { Chip } from '#web/ui/index.ts';
import { searchNs } from '../i18n.ts';
import type { NameSearch } from '../model/name-search.ts';

export interface FilterChipsProps {
  /** The matcher, for the chips' names in the chosen language (null: the English labels). */
  names: NameSearch | null;
  city: string | null;
  designations: readonly string[];
  skills: readonly string[];
  onRemoveCity: () => void;
  onRemoveDesignation: (label: string) => void;
  onRemoveSkill: (label: string) => void;
}

/** The chosen city, designations and skills as removable chips, named in the chosen language. */
export function FilterChips({
  names,
  city,
  designations,
  skills,
  onRemoveCity,
  onRemoveDesignation,
  onRemoveSkill,
}: FilterChipsProps) {
  const { t } = useTranslation(searchNs);
  const shown = (kind: 'designation' | 'skill' | 'city', label: string) => names?.localName(kind, label) ?? label;
  return (
    <ul className="search-banner__chips" aria-label={t('filters')}>
      {city ? (
        <li>
          <Chip label={shown('city', city)} tone="brand" onRemove={onRemoveCity} />
        </li>
      ) : null}
      {designations.map((label) => (
        <li key={`d-${label}`}>
          <Chip label={shown('designation', label)} onRemove={() => onRemoveDesignation(label)} />
        </li>
      ))}
      {skills.map((label) => (
        <li key={`s-${label}`}>
          <Chip label={shown('skill', label)} tone="success" onRemove={() => onRemoveSkill(label)} />
        </li>
      ))}
    </ul>
  );
}
