import { GEOLOCATION_TIMEOUT_MS, POSITION_MAX_AGE_MS, type LocationFailureKind } from './location-types.ts';

export class LocationError extends Error {
  constructor(readonly kind: LocationFailureKind) {
    super(`Location ${kind}`);
  }
}

export interface BrowserPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

const KINDS: Record<number, LocationFailureKind> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The browser's position: high accuracy, 10 s limit, a cached fix up to 5 minutes old unless `force`. */
export function browserPosition(
  force = false,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<BrowserPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unavailable'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy ?? null }),
      (error) => reject(new LocationError(KINDS[error.code] ?? 'unknown')),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: force ? 0 : POSITION_MAX_AGE_MS },
    );
  });
}

/** Whether asking for the position brings up the browser's permission prompt (not yet allowed or refused). */
export async function browserWillAsk(
  permissions: Permissions | undefined = globalThis.navigator?.permissions,
): Promise<boolean> {
  try {
    return (await permissions?.query({ name: 'geolocation' }))?.state === 'prompt';
  } catch {
    return false;
  }
}
