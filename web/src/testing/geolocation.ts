import { vi } from 'vitest';

export type GeolocationScript = { latitude: number; longitude: number; accuracy?: number } | { errorCode: 1 | 2 | 3 };

/** Replaces navigator.geolocation with one that answers as scripted; returns the spy to inspect options. */
export function mockGeolocation(script: GeolocationScript) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('errorCode' in script) {
        failure?.({
          code: script.errorCode,
          message: 'scripted',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
        return;
      }
      success({
        coords: { latitude: script.latitude, longitude: script.longitude, accuracy: script.accuracy ?? 20 },
        timestamp: Date.now(),
      } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}
