import type { Point } from './location-types.ts';

export interface SavedLocation {
  cityName: string;
  point: Point | null;
}

type Loose = Record<string, unknown>;
const record = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : {});
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The candidate's base location: currentCity's point and name, else the profile's city name alone. */
export function savedLocationOf(profile: unknown): SavedLocation | null {
  const candidate = record(profile);
  const current = record(candidate.currentCity);
  const cityName =
    [current.cityName, candidate.cityName, candidate.city].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    ) ?? '';
  if (finite(current.latitude) && finite(current.longitude)) {
    return { cityName: cityName.trim(), point: { latitude: current.latitude, longitude: current.longitude } };
  }
  return cityName ? { cityName: cityName.trim(), point: null } : null;
}
