import { json, notFound } from '../core/responses.ts';
import type { HandlerTable } from '../pipeline/handler.ts';
import { findCityByPlaceId, geocodeAddress, searchCities, type City } from '../generator/index.ts';

const formattedAddress = (city: City): string => `${city.name}, ${city.state} ${city.pincode}, India`;
const point = (city: City) => ({ lat: city.latitude, lng: city.longitude });

export const locationHandlers = {
  getLocationResults(request) {
    return json(searchCities(request.query.input));
  },

  fetchPlaceIdDetails(request) {
    const city = findCityByPlaceId(request.query.placeId);
    if (!city) return notFound('Place not found');
    return json({
      placeId: city.placeId,
      name: city.name,
      formatted_address: formattedAddress(city),
      geometry: { location: point(city) },
    });
  },

  geocode(request) {
    const city = geocodeAddress(request.query.address);
    if (!city) return json({ status: 'ZERO_RESULTS', results: [] });
    return json({
      status: 'OK',
      results: [
        { formatted_address: formattedAddress(city), place_id: city.placeId, geometry: { location: point(city) } },
      ],
    });
  },
} satisfies Partial<HandlerTable>;
