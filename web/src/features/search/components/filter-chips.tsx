import { useTranslation } from 'react-i18next';
import { Chip } from '#web/ui/index.ts';
import { searchNs } from '../i18n.ts';

export interface FilterChipsProps {
  city: string | null;
  designations: readonly string[];
  skills: readonly string[];
  onRemoveCity: () => void;
  onRemoveDesignation: (label: string) => void;
  onRemoveSkill: (label: string) => void;
}

/** The chosen city, designations and skills as removable chips. */
export function FilterChips({
  city,
  designations,
  skills,
  onRemoveCity,
  onRemoveDesignation,
  onRemoveSkill,
}: FilterChipsProps) {
  const { t } = useTranslation(searchNs);
  if (city === null && designations.length === 0 && skills.length === 0) return null;
  return (
    <ul className="search-banner__chips" aria-label={t('filters')}>
      {city ? (
        <li>
          <Chip label={city} tone="brand" onRemove={onRemoveCity} />
        </li>
      ) : null}
      {designations.map((label) => (
        <li key={`d-${label}`}>
          <Chip label={label} onRemove={() => onRemoveDesignation(label)} />
        </li>
      ))}
      {skills.map((label) => (
        <li key={`s-${label}`}>
          <Chip label={label} tone="success" onRemove={() => onRemoveSkill(label)} />
        </li>
      ))}
    </ul>
  );
}
