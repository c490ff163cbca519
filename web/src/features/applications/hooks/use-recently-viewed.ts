import { useCallback, useState } from 'react';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** How many application keys are kept. */
export const RECENTLY_VIEWED_LIMIT = 10;

function readKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_KEYS.recentlyViewedApplications) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The recently viewed applications (the spec's browser-kept 'recently-viewed-application keys'): the keys of the
 * applications whose details or timeline the candidate opened, newest first, kept in local storage across visits.
 */
export function useRecentlyViewed() {
  const [keys, setKeys] = useState(readKeys);
  const markViewed = useCallback((key: string) => {
    const next = [key, ...readKeys().filter((kept) => kept !== key)].slice(0, RECENTLY_VIEWED_LIMIT);
    try {
      window.localStorage.setItem(LOCAL_KEYS.recentlyViewedApplications, JSON.stringify(next));
    } catch {
      // Storage full or refused: the mark still shows for this visit.
    }
    setKeys(next);
  }, []);
  return { keys, markViewed };
}
