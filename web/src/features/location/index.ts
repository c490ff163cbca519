import { lazy } from 'react';

/** Signed-in candidates only: loaded when first asked, so a visitor's first load does not carry it. */
export const LocationPreferenceDialog = lazy(() =>
  import('./components/location-preference-dialog.tsx').then((m) => ({ default: m.LocationPreferenceDialog })),
);
export type { LocationPreferenceDialogProps } from './components/location-preference-dialog.tsx';
export { useLocationResolver, type LocationResolverOptions } from './hooks/use-location-resolver.ts';
export { storedPreference, storePreference } from './model/preference-storage.ts';
export { savedLocationOf, type SavedLocation } from './model/saved-location.ts';
export { cacheCoordinates, cachedCoordinates } from './model/geocode-cache.ts';
export { DEFAULT_LOCATION, coordinatesText, type Point, type ResolvedLocation, type LocationSource } from './model/location-types.ts';
