import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import type { FilterOption } from '../model/labels.ts';

export interface JobFilterOptions {
  designations: FilterOption[];
  locations: FilterOption[];
  skills: FilterOption[];
}

export const FILTER_OPTIONS_RADIUS_KM = 150;
const EMPTY: JobFilterOptions = { designations: [], locations: [], skills: [] };

/** GET fetchJobFilterOptions around a point; nothing to offer ({}) when the call fails. */
export async function fetchJobFilterOptions(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<JobFilterOptions> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/fetchJobFilterOptions` as const, {
        params: { query: { latitude, longitude, radius: FILTER_OPTIONS_RADIUS_KM } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok || !result.data) return EMPTY;
  const { designations = [], locations = [], skills = [] } = result.data;
  return { designations, locations, skills };
}

export const jobFilterOptionsQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['jobs', 'filter-options', latitude, longitude] as const,
    queryFn: ({ signal }) => fetchJobFilterOptions(latitude, longitude, signal),
    staleTime: 5 * 60_000,
  });

export function useJobFilterOptions(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    ...jobFilterOptionsQueryOptions(point?.latitude ?? 0, point?.longitude ?? 0),
    enabled: point !== null,
  });
}
