import { LocationError, type BrowserPosition } from './browser-position.ts';
import { coordinatesText, defaultLocation, type Point, type ResolvedLocation } from './location-types.ts';

export interface LocationServices {
  position(force: boolean): Promise<BrowserPosition>;
  /** Reverse geocoding, first choice; null or a throw moves on to the backup. */
  reverseGeocode(point: Point): Promise<string | null>;
  reverseGeocodeBackup(point: Point): Promise<string | null>;
  /** IP-based look-up; null or a throw moves on to the default. */
  ipLookup(): Promise<(Point & { city: string }) | null>;
}

async function attempt<T>(work: () => Promise<T | null>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

/** A place name for a point: first service, then backup, then 'lat, lng'. */
export async function placeName(
  services: Pick<LocationServices, 'reverseGeocode' | 'reverseGeocodeBackup'>,
  point: Point,
) {
  return (
    (await attempt(() => services.reverseGeocode(point))) ||
    (await attempt(() => services.reverseGeocodeBackup(point))) ||
    coordinatesText(point)
  );
}

/** Browser geolocation, else the IP look-up, else New Delhi. */
export async function resolveCurrentLocation(services: LocationServices, force = false): Promise<ResolvedLocation> {
  let position: BrowserPosition;
  try {
    position = await services.position(force);
  } catch (error) {
    const failure = error instanceof LocationError ? error.kind : 'unknown';
    const byIp = await attempt(() => services.ipLookup());
    if (!byIp) return defaultLocation(failure);
    return {
      latitude: byIp.latitude,
      longitude: byIp.longitude,
      city: byIp.city || coordinatesText(byIp),
      accuracy: null,
      source: 'ip',
      isDefault: false,
      failure,
    };
  }
  const city = await placeName(services, position);
  return { ...position, city, source: 'gps', isDefault: false, failure: null };
}
