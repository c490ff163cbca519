import { api } from '#web/api/index.ts';
import { REVERSE_GEOCODE_TIMEOUT_MS, type Point } from '../model/location-types.ts';

/** Reverse geocoding, first service (10 s): the city or locality at a point. */
export async function reverseGeocode({ latitude, longitude }: Point, signal?: AbortSignal): Promise<string | null> {
  const { reverseGeocode: service } = api;
  const result = await service.call(
    (init) =>
      service.client.GET('/data/reverse-geocode-client', {
        params: { query: { latitude, longitude, localityLanguage: 'en' } },
        ...init,
      }),
    { timeoutMs: REVERSE_GEOCODE_TIMEOUT_MS, signal },
  );
  if (!result.ok || !result.data) return null;
  return result.data.city?.trim() || result.data.locality?.trim() || null;
}
