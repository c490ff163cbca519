import { json, notFound } from '../core/responses.ts';
import type { HandlerTable } from '../pipeline/handler.ts';
import { findPlaceById, geocodeAddress, searchCities, type City, type Place } from '../generator/index.ts';

const formattedAddress = (place: Pick<Place, 'name' | 'state' | 'pincode'>): string =>
  `${place.name}, ${place.state} ${place.pincode}, India`;
const point = (city: City) => ({ lat: city.latitude, lng: city.longitude });

export const locationHandlers = {
  getLocationResults(request) {
    return json(searchCities(request.query.input));
  },

  fetchPlaceIdDetails(request) {
    const place = findPlaceById(request.query.placeId);
    if (!place) return notFound('Place not found');
    return json({
      placeId: place.placeId,
      name: place.name,
      formatted_address: formattedAddress(place),
      // A place known without a point ('Unmapped Colony') answers without geometry, as the contract allows.
      ...(place.point ? { geometry: { location: place.point } } : {}),
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
