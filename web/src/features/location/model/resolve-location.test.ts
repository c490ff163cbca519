import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageText } from '#web/i18n/index.ts';
import { mockGeolocation } from '#web/testing/geolocation.ts';
import { browserPosition, LocationError } from './browser-position.ts';
import { cacheCoordinates, cachedCoordinates } from './geocode-cache.ts';
import { loadNoticeTexts, locationNotice } from './location-notice.ts';
import { defaultLocation } from './location-types.ts';
import { resolveCurrentLocation, type LocationServices } from './resolve-location.ts';

const point = { latitude: 18.52043, longitude: 73.85674 };

function services(overrides: Partial<LocationServices> = {}): LocationServices {
  return {
    position: vi.fn(async () => ({ ...point, accuracy: 12 })),
    reverseGeocode: vi.fn(async () => 'Pune'),
    reverseGeocodeBackup: vi.fn(async () => 'Pune (backup)'),
    ipLookup: vi.fn(async () => ({ latitude: 19.076, longitude: 72.8777, city: 'Mumbai' })),
    ...overrides,
  };
}

describe('browserPosition', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for high accuracy, a 10 s limit and a position up to 5 minutes old', async () => {
    const spy = mockGeolocation({ latitude: 12.97, longitude: 77.59 });
    await expect(browserPosition()).resolves.toMatchObject({ latitude: 12.97, longitude: 77.59 });
    expect(spy.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });

  it('asks for a fresh position when forced', async () => {
    const spy = mockGeolocation({ latitude: 12.97, longitude: 77.59 });
    await browserPosition(true);
    expect(spy.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 0 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('maps error code %i to %s', async (errorCode, kind) => {
    mockGeolocation({ errorCode });
    await expect(browserPosition()).rejects.toEqual(new LocationError(kind));
  });
});

describe('resolveCurrentLocation', () => {
  it('uses the browser position and names it with the first reverse geocoder', async () => {
    const s = services();
    await expect(resolveCurrentLocation(s)).resolves.toEqual({
      ...point,
      accuracy: 12,
      city: 'Pune',
      source: 'gps',
      isDefault: false,
      failure: null,
    });
    expect(s.ipLookup).not.toHaveBeenCalled();
    expect(s.reverseGeocodeBackup).not.toHaveBeenCalled();
  });

  it('falls back to the backup geocoder, then to the coordinates to 4 decimals', async () => {
    const first = services({ reverseGeocode: vi.fn(async () => null) });
    expect((await resolveCurrentLocation(first)).city).toBe('Pune (backup)');
    const none = services({
      reverseGeocode: vi.fn(async () => Promise.reject(new Error('down'))),
      reverseGeocodeBackup: vi.fn(async () => null),
    });
    expect((await resolveCurrentLocation(none)).city).toBe('18.5204, 73.8567');
  });

  it('uses the IP look-up when the browser gives no position', async () => {
    const s = services({ position: vi.fn(async () => Promise.reject(new LocationError('denied'))) });
    await expect(resolveCurrentLocation(s)).resolves.toEqual({
      latitude: 19.076,
      longitude: 72.8777,
      city: 'Mumbai',
      accuracy: null,
      source: 'ip',
      isDefault: false,
      failure: 'denied',
    });
  });

  it('uses New Delhi when the IP look-up fails too', async () => {
    const s = services({
      position: vi.fn(async () => Promise.reject(new LocationError('timeout'))),
      ipLookup: vi.fn(async () => Promise.reject(new Error('429'))),
    });
    await expect(resolveCurrentLocation(s)).resolves.toEqual({
      latitude: 28.6139,
      longitude: 77.209,
      city: 'New Delhi',
      accuracy: null,
      source: 'default',
      isDefault: true,
      failure: 'timeout',
    });
  });

  it('passes the force flag to the browser', async () => {
    const s = services();
    await resolveCurrentLocation(s, true);
    expect(s.position).toHaveBeenCalledWith(true);
  });
});

describe('locationNotice', () => {
  beforeAll(loadNoticeTexts);
  const byIp = { ...defaultLocation('denied'), city: 'Pune', source: 'ip' as const, isDefault: false };

  it('speaks to signed-in candidates', () => {
    expect(messageText(locationNotice(byIp, true)!.message)).toBe(
      'Location permission declined. Showing jobs near Pune.',
    );
    expect(messageText(locationNotice(defaultLocation('denied'), true)!.message)).toBe(
      'Location access denied. Showing jobs in your area.',
    );
  });

  it('speaks to visitors', () => {
    expect(messageText(locationNotice(byIp, false)!.message)).toBe(
      "We couldn't access precise GPS data. Currently showing jobs near Pune.",
    );
    expect(messageText(locationNotice(defaultLocation('unavailable'), false)!.message)).toBe(
      'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.',
    );
  });

  it('says nothing when the browser gave a position', () => {
    expect(locationNotice({ ...byIp, source: 'gps', failure: null }, true)).toBeNull();
  });
});

describe('geocode cache', () => {
  it('keeps coordinates by lowercase city name for 24 hours', () => {
    cacheCoordinates('Pune', point, 1_000);
    expect(JSON.parse(localStorage.getItem('geocodeCache') ?? '{}')).toEqual({ pune: { ...point, timestamp: 1_000 } });
    expect(cachedCoordinates(' PUNE ', 1_000 + 24 * 3600_000 - 1)).toEqual(point);
    expect(cachedCoordinates('pune', 1_000 + 24 * 3600_000)).toBeNull();
  });
});
