import { queryOptions } from '@tanstack/react-query';
import { message } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

/** The place details gave no point: 'No coordinates in place details. Please try another suggestion.' */
export const NO_COORDINATES = message('search:city.noPlaceCoordinates');

export interface PlacePoint {
  latitude: number;
  longitude: number;
}

/** GET fetchPlaceIdDetails: the chosen suggestion's coordinates. */
export async function fetchPlaceIdDetails(placeId: string, signal?: AbortSignal): Promise<PlacePoint> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/fetchPlaceIdDetails` as const, {
        params: { query: { placeId } },
        ...init,
      }),
    { timeout: 'short', signal },
  );
  if (!result.ok) throw new CallError(result.message);
  const location = result.data?.geometry?.location;
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng))
    throw new CallError(NO_COORDINATES);
  return { latitude: location.lat, longitude: location.lng };
}

export const placeDetailsQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['location', 'place', placeId] as const,
    queryFn: ({ signal }) => fetchPlaceIdDetails(placeId, signal),
    staleTime: Infinity,
    retry: false,
  });
