import { useTranslation } from 'react-i18next';
import { Chip } from '#web/ui/index.ts';
import { searchNs } from '../i18n.ts';
import type { NameKind } from '../model/name-search.ts';

export interface FilterChipsProps {
  city: string | null;
  designations: readonly string[];
  skills: readonly string[];
  onRemoveCity: () => void;
  onRemoveDesignation: (label: string) => void;
  onRemoveSkill: (label: string) => void;
  /** A chip's text: the chosen language's name of the English label the search sends, where it has one. */
  nameOf?: (kind: NameKind, label: string) => string;
}

const asIs = (_: NameKind, label: string) => label;

/** The chosen city, designations and skills as removable chips. */
export function FilterChips({
  city,
  designations,
  skills,
  onRemoveCity,
  onRemoveDesignation,
  onRemoveSkill,
  nameOf = asIs,
}: FilterChipsProps) {
  const { t } = useTranslation(searchNs);
  if (city === null && designations.length === 0 && skills.length === 0) return null;
  return (
    <ul className="search-banner__chips" aria-label={t('filters')}>
      {city ? (
        <li>
          <Chip label={nameOf('city', city)} tone="brand" onRemove={onRemoveCity} />
        </li>
      ) : null}
      {designations.map((label) => (
        <li key={`d-${label}`}>
          <Chip label={nameOf('designation', label)} onRemove={() => onRemoveDesignation(label)} />
        </li>
      ))}
      {skills.map((label) => (
        <li key={`s-${label}`}>
          <Chip label={nameOf('skill', label)} tone="success" onRemove={() => onRemoveSkill(label)} />
        </li>
      ))}
    </ul>
  );
}
