import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import { useFormat } from '#web/i18n/index.ts';
import { locationResultsQueryOptions, useLocationResults } from '../api/get-location-results.ts';
import { searchNs } from '../i18n.ts';
import type { NameSearch } from '../model/name-search.ts';
import {
  CITY_DEBOUNCE_MS,
  cityQuery,
  MAX_CITY_SUGGESTIONS,
  MIN_CITY_QUERY,
  otherCityQueries,
  type CitySuggestion,
} from '../model/suggestions.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const NO_CITIES: string[] = [];

/**
 * Suggestions for the typed city (trimmed, 3 characters or more, 350 ms after the last key) and the hint to show.
 * The upstream knows English names only: a city typed in another script, in Latin letters or misspelt ('पुणे',
 * 'puna') is also asked for by the English names the catalogues give it (`search`, once loaded).
 */
export function useCitySuggestions(
  text: string,
  search: NameSearch | null,
): { suggestions: CitySuggestion[]; hint: string | null } {
  const { t } = useTranslation(searchNs);
  const format = useFormat();
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, CITY_DEBOUNCE_MS);
  const query = useLocationResults(settled);
  const others = useQueries({
    queries: (search && cityQuery(settled) ? otherCityQueries(search.cities(settled, 3), settled) : NO_CITIES).map(
      (name) => locationResultsQueryOptions(name),
    ),
  });

  if (trimmed === '') return { suggestions: [], hint: null };
  if (trimmed.length < MIN_CITY_QUERY)
    return { suggestions: [], hint: t('city.tooShort', { min: format.number(MIN_CITY_QUERY) }) };
  if (settled !== trimmed || query.isFetching || others.some((other) => other.isFetching))
    return { suggestions: [], hint: t('city.looking') };
  const seen = new Set<string>();
  const all = [query.data ?? [], ...others.map((other) => other.data ?? [])].flat().filter((suggestion) => {
    const key = suggestion.placeId || suggestion.label;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (all.length === 0) return { suggestions: [], hint: t('city.none') };
  return {
    suggestions: all.slice(0, MAX_CITY_SUGGESTIONS),
    hint: all.length > MAX_CITY_SUGGESTIONS ? t('city.tooMany', { max: format.number(MAX_CITY_SUGGESTIONS) }) : null,
  };
}
