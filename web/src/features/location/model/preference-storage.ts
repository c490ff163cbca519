import type { LocationPreference } from '#machines';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** The location choice is asked once of a candidate: it stays until they sign out (browser-keys.ts). */
export function storedPreference(): LocationPreference | null {
  const value = localStorage.getItem(LOCAL_KEYS.locationPreference);
  return value === 'saved' || value === 'current' ? value : null;
}

export function storePreference(preference: LocationPreference): void {
  localStorage.setItem(LOCAL_KEYS.locationPreference, preference);
  localStorage.setItem(LOCAL_KEYS.locationDialogShown, 'true');
}
