import type { LocationPreference } from '#machines';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';

/** The location choice lasts for the browser session. */
export function storedPreference(): LocationPreference | null {
  const value = sessionStorage.getItem(SESSION_STORAGE_KEYS.locationPreference);
  return value === 'saved' || value === 'current' ? value : null;
}

export function storePreference(preference: LocationPreference): void {
  sessionStorage.setItem(SESSION_STORAGE_KEYS.locationPreference, preference);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.locationDialogShown, 'true');
}
