import { CITIES, type City } from './cities.ts';

/** A place the city search suggests and its details answer for. */
export interface Place {
  placeId: string;
  name: string;
  state: string;
  pincode: string;
  /** Where it is; null for a place the upstream knows without a point (its details carry no `geometry`). */
  point: { lat: number; lng: number } | null;
}

const NOIDA = CITIES.find((city) => city.name === 'Noida')!;
/** Sectors 1–62: with Noida itself, 63 places match 'noida', more than the 50 suggestions a client shows. */
const NOIDA_SECTOR_COUNT = 62;
const SECTOR_STEP_DEGREES = 0.01;

const placeOfCity = (city: City): Place => ({
  placeId: city.placeId,
  name: city.name,
  state: city.state,
  pincode: city.pincode,
  point: { lat: city.latitude, lng: city.longitude },
});

/** Noida's sectors on a grid around its centre, 4 decimals like the cities. */
const noidaSector = (n: number): Place => ({
  placeId: `place-in-noida-sector-${n}`,
  name: `Noida Sector ${n}`,
  state: NOIDA.state,
  pincode: NOIDA.pincode,
  point: {
    lat: Number((NOIDA.latitude + ((n % 8) - 4) * SECTOR_STEP_DEGREES).toFixed(4)),
    lng: Number((NOIDA.longitude + (Math.floor(n / 8) - 4) * SECTOR_STEP_DEGREES).toFixed(4)),
  },
});

/** A place whose details come without coordinates: what a client says then ('No coordinates in place details'). */
export const UNMAPPED_PLACE: Place = {
  placeId: 'place-unmapped-colony',
  name: 'Unmapped Colony',
  state: 'Maharashtra',
  pincode: '411001',
  point: null,
};

/**
 * Every place the city search knows: the cities, Noida's sectors (a search with more matches than a client shows)
 * and one place without a point. Only the cities have jobs, a geocode and a reverse lookup.
 */
export const PLACES: readonly Place[] = [
  ...CITIES.map(placeOfCity),
  ...Array.from({ length: NOIDA_SECTOR_COUNT }, (_, i) => noidaSector(i + 1)),
  UNMAPPED_PLACE,
];
