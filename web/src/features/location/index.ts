export { LocationPreferenceDialog, type LocationPreferenceDialogProps } from './components/location-preference-dialog.tsx';
export { useLocationResolver, type LocationResolverOptions } from './hooks/use-location-resolver.ts';
export { storedPreference, storePreference } from './model/preference-storage.ts';
export { savedLocationOf, type SavedLocation } from './model/saved-location.ts';
export { cacheCoordinates, cachedCoordinates } from './model/geocode-cache.ts';
export { DEFAULT_LOCATION, coordinatesText, type Point, type ResolvedLocation, type LocationSource } from './model/location-types.ts';
