import { CITIES, type City } from './data/cities.ts';
import { PLACES, type Place } from './data/places.ts';
import { nearestCity } from './geo.ts';

export interface CitySuggestion {
  /** 'City, State' */
  label: string;
  name: string;
  placeId: string;
}

const REVERSE_LOOKUP_MAX_KM = 60;

const toSuggestion = (place: Place): CitySuggestion => ({
  label: `${place.name}, ${place.state}`,
  name: place.name,
  placeId: place.placeId,
});

// Numbers by value: 'Noida Sector 2' before 'Noida Sector 10'.
const byName = (a: Place, b: Place): number => a.name.localeCompare(b.name, 'en', { numeric: true });

/** Names starting with the input first, then names containing it; alphabetical within each group. Every match. */
export function searchCities(input: string, places: readonly Place[] = PLACES): CitySuggestion[] {
  const query = input.trim().toLowerCase();
  if (query === '') return [];
  const starts: Place[] = [];
  const contains: Place[] = [];
  for (const city of places) {
    const name = city.name.toLowerCase();
    if (name.startsWith(query)) starts.push(city);
    else if (name.includes(query)) contains.push(city);
  }
  return [...starts.sort(byName), ...contains.sort(byName)].map(toSuggestion);
}

export function findPlaceById(placeId: string, places: readonly Place[] = PLACES): Place | null {
  return places.find((place) => place.placeId === placeId) ?? null;
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
