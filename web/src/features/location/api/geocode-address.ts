import { queryOptions } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import { cacheCoordinates, cachedCoordinates } from '../model/geocode-cache.ts';
import type { Point } from '../model/location-types.ts';

export const GEOCODING_FAILED = 'Geocoding failed';

/** GET geocode: the point of an address; a city name is answered from the 24-hour cache when it can be. */
export async function geocodeAddress(address: string, signal?: AbortSignal): Promise<Point> {
  const cached = cachedCoordinates(address);
  if (cached) return cached;
  const result = await api.upstream.call(
    (init) => api.upstream.client.GET(`${PRODUCT_JOBS}/geocode` as const, { params: { query: { address } }, ...init }),
    { timeout: 'short', signal },
  );
  const location = result.ok && result.data?.status === 'OK' ? result.data.results[0]?.geometry.location : undefined;
  if (!location) throw new Error(GEOCODING_FAILED);
  const point = { latitude: location.lat, longitude: location.lng };
  cacheCoordinates(address, point);
  return point;
}

export const geocodeQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['location', 'geocode', address.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => geocodeAddress(address, signal),
    staleTime: Infinity,
    retry: false,
  });
