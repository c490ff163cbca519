import { useLocationResults } from '../api/get-location-results.ts';
import { CITY_DEBOUNCE_MS, MAX_CITY_SUGGESTIONS, MIN_CITY_QUERY, type CitySuggestion } from '../model/suggestions.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export const CITY_HINTS = {
  tooShort: 'Type at least 3 characters…',
  looking: 'Looking up cities…',
  none: 'No results',
  tooMany: 'Showing first 50 results… refine your search',
} as const;

/** Suggestions for the typed city (trimmed, 3 characters or more, 350 ms after the last key) and the hint to show. */
export function useCitySuggestions(text: string): { suggestions: CitySuggestion[]; hint: string | null } {
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, CITY_DEBOUNCE_MS);
  const query = useLocationResults(settled);

  if (trimmed === '') return { suggestions: [], hint: null };
  if (trimmed.length < MIN_CITY_QUERY) return { suggestions: [], hint: CITY_HINTS.tooShort };
  if (settled !== trimmed || query.isFetching) return { suggestions: [], hint: CITY_HINTS.looking };
  const all = query.data ?? [];
  if (all.length === 0) return { suggestions: [], hint: CITY_HINTS.none };
  return {
    suggestions: all.slice(0, MAX_CITY_SUGGESTIONS),
    hint: all.length > MAX_CITY_SUGGESTIONS ? CITY_HINTS.tooMany : null,
  };
}
