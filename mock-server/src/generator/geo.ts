import { CITIES, type City } from './data/cities.ts';
import type { Rng } from './rng.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface NearCity {
  city: City;
  distanceKm: number;
}

/** Mean Earth radius (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (r: number): number => (r * 180) / Math.PI;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point spread evenly over the disc of radius maxKm around `point`. */
export function jitter(point: GeoPoint, maxKm: number, rng: Rng): GeoPoint {
  // sqrt keeps the density even over the area, so counts grow with the square of the radius.
  const angular = (maxKm * Math.sqrt(rng.next())) / EARTH_RADIUS_KM;
  const bearing = rng.next() * 2 * Math.PI;
  const lat1 = rad(point.latitude);
  const lng1 = rad(point.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: deg(lat2), longitude: deg(lng2) };
}

export function nearestCity(latitude: number, longitude: number, cities: readonly City[] = CITIES): NearCity | null {
  let best: NearCity | null = null;
  for (const city of cities) {
    const d = distanceKm({ latitude, longitude }, city);
    if (best === null || d < best.distanceKm) best = { city, distanceKm: d };
  }
  return best;
}
