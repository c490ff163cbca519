import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { IP_CITY_HEADER } from './third-party.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(1000);
});
afterAll(() => t.close());

describe('lookupIpLocation', () => {
  it('places the caller in New Delhi', async () => {
    const response = await t.inject({ method: 'GET', url: '/json/' });
    expect(t.json(response)).toMatchObject({
      city: 'New Delhi',
      region: 'Delhi',
      country_name: 'India',
      latitude: 28.6139,
      longitude: 77.209,
    });
  });

  it('places the caller in the city a test names in the header', async () => {
    const response = await t.inject({ method: 'GET', url: '/json/', headers: { [IP_CITY_HEADER]: 'pune' } });
    expect(t.json(response)).toMatchObject({
      city: 'Pune',
      region: 'Maharashtra',
      latitude: 18.5204,
      longitude: 73.8567,
    });
  });

  it('falls back to New Delhi for a city it does not know', async () => {
    const response = await t.inject({ method: 'GET', url: '/json/', headers: { [IP_CITY_HEADER]: 'Atlantis' } });
    expect(t.json(response)).toMatchObject({ city: 'New Delhi' });
  });
});

describe('reverse geocoding', () => {
  it('names the nearest city within 60 km (first choice)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/data/reverse-geocode-client?latitude=12.93&longitude=77.62',
    });
    expect(t.json(response)).toEqual({
      latitude: 12.93,
      longitude: 77.62,
      city: 'Bengaluru',
      locality: 'Bengaluru',
      principalSubdivision: 'Karnataka',
      postcode: '560001',
      countryName: 'India',
      countryCode: 'IN',
    });
  });

  it('answers an empty city far from every city (first choice)', async () => {
    const response = await t.inject({ method: 'GET', url: '/data/reverse-geocode-client?latitude=10&longitude=60' });
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ latitude: 10, longitude: 60, city: '' });
  });

  it('names the nearest city within 60 km (backup)', async () => {
    const response = await t.inject({ method: 'GET', url: '/reverse?lat=18.55&lon=73.8&format=jsonv2' });
    expect(t.json(response)).toEqual({
      display_name: 'Pune, Maharashtra, 411001, India',
      address: { city: 'Pune', state: 'Maharashtra', postcode: '411001', country: 'India', country_code: 'in' },
    });
  });

  it('answers no address far from every city (backup)', async () => {
    const response = await t.inject({ method: 'GET', url: '/reverse?lat=10&lon=60' });
    expect(t.json(response)).toEqual({ display_name: '', address: {} });
  });

  it('refuses a missing point', async () => {
    const response = await t.inject({ method: 'GET', url: '/reverse?lon=60' });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'lat is required' });
  });
});
