/** Where a location came from: the browser, the IP look-up, the default, the saved profile city, or a searched city. */
export type LocationSource = 'gps' | 'ip' | 'default' | 'saved' | 'search';

/** Why browser geolocation gave no position. */
export type LocationFailureKind = 'denied' | 'unavailable' | 'timeout' | 'unknown';

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  /** A city name, or 'lat, lng' when no service could name the place. */
  city: string;
  accuracy: number | null;
  source: LocationSource;
  isDefault: boolean;
  /** Set when browser geolocation failed and a fallback was used. */
  failure: LocationFailureKind | null;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** New Delhi, used when neither the browser nor the IP look-up gives a place. */
export const DEFAULT_LOCATION = { latitude: 28.6139, longitude: 77.209, city: 'New Delhi' } as const;

export const GEOLOCATION_TIMEOUT_MS = 10_000;
/** A cached browser position is reused for up to 5 minutes unless a fresh one is forced. */
export const POSITION_MAX_AGE_MS = 5 * 60_000;
export const REVERSE_GEOCODE_TIMEOUT_MS = 10_000;
export const REVERSE_GEOCODE_BACKUP_TIMEOUT_MS = 8_000;
export const GEOCODE_CACHE_TTL_MS = 24 * 60 * 60_000;

export function defaultLocation(failure: LocationFailureKind | null): ResolvedLocation {
  return { ...DEFAULT_LOCATION, accuracy: null, source: 'default', isDefault: true, failure };
}

/** The last-resort place name: 'lat, lng' to 4 decimals. */
export function coordinatesText({ latitude, longitude }: Point): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
