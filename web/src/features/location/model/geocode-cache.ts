import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { GEOCODE_CACHE_TTL_MS, type Point } from './location-types.ts';

interface CacheEntry extends Point {
  timestamp: number;
}

function readAll(storage: Storage): Record<string, CacheEntry> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_KEYS.geocodeCache) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, CacheEntry>) : {};
  } catch {
    return {};
  }
}

const keyOf = (city: string) => city.trim().toLowerCase();

/** Coordinates of a city looked up in the last 24 hours (key: the lowercase city name). */
export function cachedCoordinates(city: string, now = Date.now(), storage: Storage = localStorage): Point | null {
  const entry = readAll(storage)[keyOf(city)];
  if (!entry || now - entry.timestamp >= GEOCODE_CACHE_TTL_MS) return null;
  return { latitude: entry.latitude, longitude: entry.longitude };
}

export function cacheCoordinates(city: string, point: Point, now = Date.now(), storage: Storage = localStorage): void {
  const all = readAll(storage);
  // Expired entries go when anything is written, so the cache does not grow without bound.
  const kept = Object.fromEntries(Object.entries(all).filter(([, e]) => now - e.timestamp < GEOCODE_CACHE_TTL_MS));
  kept[keyOf(city)] = { latitude: point.latitude, longitude: point.longitude, timestamp: now };
  try {
    storage.setItem(LOCAL_KEYS.geocodeCache, JSON.stringify(kept));
  } catch {
    // A full storage only costs another look-up.
  }
}
