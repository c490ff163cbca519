import { queryOptions } from '@tanstack/react-query';
import { message } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { cacheCoordinates, cachedCoordinates } from '../model/geocode-cache.ts';
import type { Point } from '../model/location-types.ts';

/** No point for the address: 'Geocoding failed'. */
export const GEOCODING_FAILED = message('location:geocode.failed');

/** GET geocode: the point of an address; a city name is answered from the 24-hour cache when it can be. */
export async function geocodeAddress(address: string, signal?: AbortSignal): Promise<Point> {
  const cached = cachedCoordinates(address);
  if (cached) return cached;
  const result = await api.upstream.call(
    (init) => api.upstream.client.GET(`${PRODUCT_JOBS}/geocode` as const, { params: { query: { address } }, ...init }),
    { timeout: 'short', signal },
  );
  const location = result.ok && result.data?.status === 'OK' ? result.data.results[0]?.geometry.location : undefined;
  if (!location) throw new CallError(GEOCODING_FAILED);
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
