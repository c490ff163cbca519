import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '#web/ui/index.ts';
import { searchNs } from '../i18n.ts';

export interface SearchActionsProps {
  /** A chosen city's coordinates are being looked up. */
  adding: boolean;
  searching: boolean;
  /** The id of the fields the Filters button shows and hides (below 768 px). */
  fieldsId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onReset: () => void;
}

/** Search Jobs (the form's submit), Filters (narrow screens) and Reset. */
export function SearchActions({
  adding,
  searching,
  fieldsId,
  filtersOpen,
  onToggleFilters,
  onReset,
}: SearchActionsProps) {
  const { t } = useTranslation(searchNs);
  return (
    <div className="search-banner__actions">
      <Button type="submit" variant="accent" size="lg" busy={adding || searching}>
        {adding ? t('action.addingCity') : searching ? t('action.searching') : t('action.search')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="lg"
        className="search-banner__toggle"
        aria-expanded={filtersOpen}
        aria-controls={fieldsId}
        onClick={onToggleFilters}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {t('action.filters')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="lg"
        className="search-banner__reset"
        onClick={onReset}
        disabled={adding}
      >
        {t('action.reset')}
      </Button>
    </div>
  );
}
