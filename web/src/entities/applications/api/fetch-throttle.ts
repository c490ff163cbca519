import { loadDue } from '#machines';

/** Records that a load ran now (a session timestamp, so a reload within 10 s keeps to the throttle too). */
export function markLoaded(key: string, now = Date.now()): void {
  window.sessionStorage.setItem(key, String(now));
}

function lastLoadAt(key: string): number | null {
  const stored = window.sessionStorage.getItem(key);
  return stored === null ? null : Number(stored);
}

/** refetchOnMount for a throttled load: cached data is reloaded only when the last load is at least 10 s old. */
export function refetchWhenDue(key: string): () => boolean {
  return () => loadDue(lastLoadAt(key), Date.now());
}
