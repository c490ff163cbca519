import { useLocalMessageText } from '#web/i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { ALL_OPTION_LABEL, type ApplicationFilters, type FilterOption } from '#machines';
import { applicationsNs } from '../i18n.ts';

export interface FilterPanelProps {
  filters: ApplicationFilters;
  statusOptions: readonly FilterOption[];
  dateOptions: readonly FilterOption[];
  onChange: (filters: ApplicationFilters) => void;
}

function OptionGroup({
  legend,
  name,
  options,
  value,
  onPick,
}: {
  legend: string;
  name: string;
  options: readonly FilterOption[];
  value: string;
  onPick: (value: string) => void;
}) {
  const text = useLocalMessageText();
  return (
    <fieldset className="filter-panel__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="filter-panel__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onPick(option.value)}
          />
          <span>{text(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The left panel (wide screens): Status and Date Applied. */
export function FilterPanel({ filters, statusOptions, dateOptions, onChange }: FilterPanelProps) {
  const { t } = useTranslation(applicationsNs);
  const statuses = statusOptions.some((o) => o.value === 'all')
    ? statusOptions
    : [{ value: 'all', label: ALL_OPTION_LABEL }, ...statusOptions];
  return (
    <aside className="filter-panel" aria-label={t('filters.label')}>
      <OptionGroup
        legend={t('filters.status')}
        name="application-status"
        options={statuses}
        value={filters.status || 'all'}
        onPick={(status) => onChange({ ...filters, status: status === 'all' ? '' : status })}
      />
      <OptionGroup
        legend={t('filters.dateApplied')}
        name="application-date"
        options={[{ value: '', label: ALL_OPTION_LABEL }, ...dateOptions]}
        value={filters.date}
        onPick={(date) => onChange({ ...filters, date })}
      />
    </aside>
  );
}
