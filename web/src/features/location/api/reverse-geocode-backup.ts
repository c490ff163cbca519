import { api } from '#web/api/index.ts';
import { REVERSE_GEOCODE_BACKUP_TIMEOUT_MS, type Point } from '../model/location-types.ts';

/** Reverse geocoding, backup service (8 s). */
export async function reverseGeocodeBackup(
  { latitude, longitude }: Point,
  signal?: AbortSignal,
): Promise<string | null> {
  const { reverseGeocodeBackup: service } = api;
  const result = await service.call(
    (init) =>
      service.client.GET('/reverse', {
        params: { query: { lat: latitude, lon: longitude, format: 'jsonv2' } },
        ...init,
      }),
    { timeoutMs: REVERSE_GEOCODE_BACKUP_TIMEOUT_MS, signal },
  );
  if (!result.ok || !result.data) return null;
  const address = result.data.address ?? {};
  return (address.city || address.town || address.village || address.state_district || '').trim() || null;
}
