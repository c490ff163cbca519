import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(1000);
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/${url}` });

describe('getLocationResults', () => {
  it('answers a bare list of suggestions, names starting with the input first', async () => {
    const response = await get('getLocationResults?input=pun');
    expect(response.statusCode).toBe(200);
    const list = t.json<{ label: string; name: string; placeId: string }[]>(response);
    expect(list[0]).toEqual({ label: 'Pune, Maharashtra', name: 'Pune', placeId: 'place-in-pune' });
  });

  it('matches inside names too, and answers an empty list when nothing matches', async () => {
    const names = t.json<{ name: string }[]>(await get('getLocationResults?input=mumbai')).map((s) => s.name);
    expect(names).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(t.json(await get('getLocationResults?input=zzzq'))).toEqual([]);
  });

  it("answers every match, more than the 50 a client shows: 'noida' is the city and its 62 sectors", async () => {
    const names = t.json<{ name: string }[]>(await get('getLocationResults?input=noida')).map((s) => s.name);
    expect(names).toHaveLength(63);
    expect(names[0]).toBe('Noida');
  });

  it("answers 400 'input is required' without input", async () => {
    const response = await get('getLocationResults?input=');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'input is required' });
  });
});

describe('fetchPlaceIdDetails', () => {
  it('answers the coordinates of a suggested place', async () => {
    const response = await get('fetchPlaceIdDetails?placeId=place-in-bengaluru');
    expect(t.json(response)).toEqual({
      placeId: 'place-in-bengaluru',
      name: 'Bengaluru',
      formatted_address: 'Bengaluru, Karnataka 560001, India',
      geometry: { location: { lat: 12.9716, lng: 77.5946 } },
    });
  });

  it('answers a place known without a point without geometry, which the contract allows', async () => {
    const response = await get('fetchPlaceIdDetails?placeId=place-unmapped-colony');
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toEqual({
      placeId: 'place-unmapped-colony',
      name: 'Unmapped Colony',
      formatted_address: 'Unmapped Colony, Maharashtra 411001, India',
    });
  });

  it("answers 404 'Place not found' and 400 'placeId is required'", async () => {
    const unknown = await get('fetchPlaceIdDetails?placeId=place-in-atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ message: 'Place not found' });
    const missing = await get('fetchPlaceIdDetails');
    expect(missing.statusCode).toBe(400);
    expect(t.json(missing)).toMatchObject({ message: 'placeId is required' });
  });
});

describe('geocode', () => {
  it('answers OK with the city named in the address', async () => {
    const response = await get(`geocode?address=${encodeURIComponent('Hosur Road, Koramangala, Bengaluru')}`);
    expect(t.json(response)).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Bengaluru, Karnataka 560001, India',
          place_id: 'place-in-bengaluru',
          geometry: { location: { lat: 12.9716, lng: 77.5946 } },
        },
      ],
    });
  });

  it('answers ZERO_RESULTS for an address it cannot place', async () => {
    expect(t.json(await get('geocode?address=Atlantis'))).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it("answers 400 'address is required'", async () => {
    const response = await get('geocode');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'address is required' });
  });
});
