import { CITIES, type City } from './data/cities.ts';
import { nearestCity } from './geo.ts';

export interface CitySuggestion {
  /** 'City, State' */
  label: string;
  name: string;
  placeId: string;
}

const REVERSE_LOOKUP_MAX_KM = 60;

const toSuggestion = (city: City): CitySuggestion => ({
  label: `${city.name}, ${city.state}`,
  name: city.name,
  placeId: city.placeId,
});

const byName = (a: City, b: City): number => a.name.localeCompare(b.name);

/** Names starting with the input first, then names containing it; alphabetical within each group. */
export function searchCities(input: string, cities: readonly City[] = CITIES): CitySuggestion[] {
  const query = input.trim().toLowerCase();
  if (query === '') return [];
  const starts: City[] = [];
  const contains: City[] = [];
  for (const city of cities) {
    const name = city.name.toLowerCase();
    if (name.startsWith(query)) starts.push(city);
    else if (name.includes(query)) contains.push(city);
  }
  return [...starts.sort(byName), ...contains.sort(byName)].map(toSuggestion);
}

export function findCityByPlaceId(placeId: string, cities: readonly City[] = CITIES): City | null {
  return cities.find((c) => c.placeId === placeId) ?? null;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The city named in a free-text address. Addresses run from street to state, so the
 * name that ends last wins ('Hosur Road, Bengaluru' is Bengaluru); on a tie the longer
 * name wins ('Navi Mumbai' over 'Mumbai'). Failing a city, a state name gives that
 * state's biggest city.
 */
export function geocodeAddress(address: string, cities: readonly City[] = CITIES): City | null {
  const text = address.toLowerCase();
  let best: { city: City; end: number } | null = null;
  for (const city of cities) {
    const pattern = new RegExp(`(?<![a-z])${escapeRegExp(city.name.toLowerCase())}(?![a-z])`, 'g');
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (best === null || end > best.end || (end === best.end && city.name.length > best.city.name.length)) {
        best = { city, end };
      }
    }
  }
  if (best !== null) return best.city;
  const inState = cities
    .filter((c) => new RegExp(`(?<![a-z])${escapeRegExp(c.state.toLowerCase())}(?![a-z])`).test(text))
    .sort((a, b) => a.tier - b.tier);
  return inState[0] ?? null;
}

/** The nearest city within maxKm of the point, or null when none is that close. */
export function reverseGeocode(
  latitude: number,
  longitude: number,
  maxKm: number = REVERSE_LOOKUP_MAX_KM,
  cities: readonly City[] = CITIES,
): City | null {
  const near = nearestCity(latitude, longitude, cities);
  return near !== null && near.distanceKm <= maxKm ? near.city : null;
}
