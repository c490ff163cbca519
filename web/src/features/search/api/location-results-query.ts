import { queryOptions, useQuery } from '@tanstack/react-query';
import { cityQuery } from '../model/suggestions.ts';

/** The city suggestions for a typed text; the call's code (getLocationResults) is fetched with the first look-up. */
export const locationResultsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: ['location', 'suggestions', input.trim().toLowerCase()] as const,
    queryFn: ({ signal }) =>
      import('./get-location-results.ts').then(({ getLocationResults }) => getLocationResults(input, signal)),
    staleTime: 5 * 60_000,
  });

export function useLocationResults(input: string) {
  return useQuery({ ...locationResultsQueryOptions(input), enabled: cityQuery(input) !== null });
}
