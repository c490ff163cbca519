import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';

/** Signed-in candidates only: loaded when first asked, so a visitor's first load does not carry it. */
export const LocationPreferenceDialog = preloadableLazy(() =>
  import('./components/location-preference-dialog.tsx').then((m) => ({ default: m.LocationPreferenceDialog })),
);
export { useLocationResolver } from './hooks/use-location-resolver.ts';
export { storedPreference, storePreference } from './model/preference-storage.ts';
export { LocationNoticeRegion } from './components/location-notice-region.tsx';
export type { LocationNotice } from './model/location-notice.ts';
