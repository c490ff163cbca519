import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { useLocationResults } from '../api/location-results-query.ts';
import { searchNs } from '../i18n.ts';
import type { NameSearch } from '../model/name-search.ts';
import { CITY_DEBOUNCE_MS, MAX_CITY_SUGGESTIONS, MIN_CITY_QUERY, type CitySuggestion } from '../model/suggestions.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Suggestions for the typed city (trimmed, 3 characters or more, 350 ms after the last key) and the hint to show.
 * The upstream knows English names only: a city typed in another script, in Latin letters or misspelt ('पुणे',
 * 'bangalore') is asked for by the English name the catalogues give it (`search`, once loaded).
 */
export function useCitySuggestions(
  text: string,
  search: NameSearch | null,
): { suggestions: CitySuggestion[]; hint: string | null } {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, CITY_DEBOUNCE_MS);
  const query = useLocationResults(search ? search.cityQuery(settled) : settled);

  if (trimmed === '') return { suggestions: [], hint: null };
  if (trimmed.length < MIN_CITY_QUERY)
    return { suggestions: [], hint: t('city.tooShort', { min: format.number(MIN_CITY_QUERY) }) };
  if (settled !== trimmed || query.isFetching) return { suggestions: [], hint: t('city.looking') };
  const all = query.data ?? [];
  if (all.length === 0) return { suggestions: [], hint: t('city.none') };
  return {
    suggestions: all.slice(0, MAX_CITY_SUGGESTIONS),
    hint: all.length > MAX_CITY_SUGGESTIONS ? t('city.tooMany', { max: format.number(MAX_CITY_SUGGESTIONS) }) : null,
  };
}
