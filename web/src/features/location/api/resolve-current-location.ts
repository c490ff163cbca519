import { queryOptions } from '@tanstack/react-query';
import { browserPosition } from '../model/browser-position.ts';
import type { ResolvedLocation } from '../model/location-types.ts';
import { resolveCurrentLocation, type LocationServices } from '../model/resolve-location.ts';
import { lookupIpLocation } from './lookup-ip-location.ts';
import { reverseGeocode } from './reverse-geocode.ts';

// The backup geocoder's code is fetched when the first one fails. (The IP look-up's is not: a visitor who refuses
// the position would wait for it before their jobs.)
const pageLocationServices: LocationServices = {
  position: (force) => browserPosition(force),
  reverseGeocode: (point) => reverseGeocode(point),
  reverseGeocodeBackup: (point) =>
    import('./reverse-geocode-backup.ts').then(({ reverseGeocodeBackup }) => reverseGeocodeBackup(point)),
  ipLookup: () => lookupIpLocation(),
};

/** The user's current location (browser → IP look-up → New Delhi), resolved once per page. */
export const currentLocationQueryOptions = () =>
  queryOptions<ResolvedLocation>({
    queryKey: ['location', 'current'] as const,
    queryFn: () => resolveCurrentLocation(pageLocationServices),
    staleTime: Infinity,
    retry: false,
  });
