import { describe, expect, it } from 'vitest';
import { findPlaceById, geocodeAddress, reverseGeocode, searchCities } from './city-search.ts';

describe('searchCities', () => {
  it('lists cities starting with the input before cities containing it', () => {
    const labels = searchCities('pur').map((s) => s.label);
    expect(labels[0]).toBe('Puri, Odisha');
    expect(labels).toContain('Jaipur, Rajasthan');
    expect(labels).toContain('Nagpur, Maharashtra');
    expect(labels.slice(1).every((l) => !l.toLowerCase().startsWith('pur'))).toBe(true);
  });

  it('ignores case and surrounding spaces and returns label, name and placeId', () => {
    expect(searchCities('  MUMBAI ')).toEqual([
      { label: 'Mumbai, Maharashtra', name: 'Mumbai', placeId: 'place-in-mumbai' },
      { label: 'Navi Mumbai, Maharashtra', name: 'Navi Mumbai', placeId: 'place-in-navi-mumbai' },
    ]);
  });

  it('returns nothing for blank or unknown input', () => {
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('Atlantis')).toEqual([]);
  });

  it("gives every match: 'noida' is the city and its 62 sectors, in number order", () => {
    const names = searchCities('noida').map((s) => s.name);
    expect(names).toHaveLength(63);
    expect(names.slice(0, 4)).toEqual(['Noida', 'Noida Sector 1', 'Noida Sector 2', 'Noida Sector 3']);
    expect(names.at(-1)).toBe('Noida Sector 62');
  });
});

describe('findPlaceById', () => {
  it('finds a place with its point, or null for an unknown id', () => {
    expect(findPlaceById('place-in-bengaluru')).toMatchObject({
      name: 'Bengaluru',
      point: { lat: 12.9716, lng: 77.5946 },
    });
    expect(findPlaceById('place-in-noida-sector-18')?.point).not.toBeNull();
    expect(findPlaceById('place-in-nowhere')).toBeNull();
  });

  it('knows one place without a point', () => {
    expect(searchCities('unmapped')).toEqual([
      { label: 'Unmapped Colony, Maharashtra', name: 'Unmapped Colony', placeId: 'place-unmapped-colony' },
    ]);
    expect(findPlaceById('place-unmapped-colony')?.point).toBeNull();
  });
});

describe('geocodeAddress', () => {
  it('finds the city named in an address', () => {
    expect(geocodeAddress('12 MG Road, Bengaluru, Karnataka 560001')?.name).toBe('Bengaluru');
    expect(geocodeAddress('pune')?.name).toBe('Pune');
  });

  it('prefers the name that comes last, and the longer one on a tie', () => {
    expect(geocodeAddress('Hosur Road, Koramangala, Bengaluru')?.name).toBe('Bengaluru');
    expect(geocodeAddress('Sector 17, Vashi, Navi Mumbai')?.name).toBe('Navi Mumbai');
  });

  it("falls back to the state's biggest city, else null", () => {
    expect(geocodeAddress('Connaught Place, Delhi')?.name).toBe('New Delhi');
    expect(geocodeAddress('Somewhere in Karnataka')?.name).toBe('Bengaluru');
    expect(geocodeAddress('Atlantis')).toBeNull();
    expect(geocodeAddress('Punery Lane')).toBeNull();
  });
});

describe('reverseGeocode', () => {
  it('names the nearest city within 60 km', () => {
    expect(reverseGeocode(12.98, 77.6)?.name).toBe('Bengaluru');
    expect(reverseGeocode(28.6139, 77.209)?.name).toBe('New Delhi');
  });

  it('returns null far from every city or beyond a given limit', () => {
    expect(reverseGeocode(15, 65)).toBeNull();
    expect(reverseGeocode(12.98, 77.6, 0.1)).toBeNull();
  });
});
