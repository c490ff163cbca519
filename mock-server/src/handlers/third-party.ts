import { json } from '../core/responses.ts';
import type { HandlerTable } from '../pipeline/handler.ts';
import { CITIES, reverseGeocode, type City } from '../generator/index.ts';

/** Tests (and demos) pick the city the IP look-up answers with this header; New Delhi otherwise. */
export const IP_CITY_HEADER = 'x-mock-ip-city';
const DEFAULT_IP_CITY = 'New Delhi';

function ipCity(header: string | undefined): City {
  const wanted = (header ?? '').trim().toLowerCase();
  const byName = (name: string) => CITIES.find((c) => c.name.toLowerCase() === name);
  return byName(wanted) ?? byName(DEFAULT_IP_CITY.toLowerCase()) ?? (CITIES[0] as City);
}

/** A made-up but stable address per city. */
const ipOf = (city: City): string => `49.36.${CITIES.indexOf(city) % 256}.10`;

export const thirdPartyHandlers = {
  lookupIpLocation(request) {
    const city = ipCity(request.headers[IP_CITY_HEADER]);
    return json({
      ip: ipOf(city),
      city: city.name,
      region: city.state,
      country_name: 'India',
      latitude: city.latitude,
      longitude: city.longitude,
    });
  },

  reverseGeocode(request) {
    const latitude = request.query.latitude;
    const longitude = request.query.longitude;
    const city = reverseGeocode(latitude, longitude);
    if (!city)
      return json({
        latitude,
        longitude,
        city: '',
        locality: '',
        principalSubdivision: '',
        postcode: '',
        countryName: '',
        countryCode: '',
      });
    return json({
      latitude,
      longitude,
      city: city.name,
      locality: city.name,
      principalSubdivision: city.state,
      postcode: city.pincode,
      countryName: 'India',
      countryCode: 'IN',
    });
  },

  reverseGeocodeBackup(request) {
    const city = reverseGeocode(request.query.lat, request.query.lon);
    if (!city) return json({ display_name: '', address: {} });
    return json({
      display_name: `${city.name}, ${city.state}, ${city.pincode}, India`,
      address: { city: city.name, state: city.state, postcode: city.pincode, country: 'India', country_code: 'in' },
    });
  },
} satisfies Partial<HandlerTable>;
