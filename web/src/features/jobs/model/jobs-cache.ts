import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { whenIdle } from '#web/shared/when-idle.ts';
import type { ApiJob } from './search-answer.ts';

/** The jobs cache guard: the same search within this time is answered from session storage. */
export const JOBS_CACHE_GUARD_MS = 10_000;

interface StoredSearch {
  /** The search's request, as sent. */
  request: string;
  jobs: ApiJob[];
}

/** The jobs of the same search fetched less than 10 s ago in this browser session, if any. */
export function cachedJobs(request: object, now = Date.now()): ApiJob[] | null {
  const age = now - Number(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.jobsFetchedAt));
  if (!(age >= 0 && age < JOBS_CACHE_GUARD_MS)) return null;
  try {
    const kept = JSON.parse(
      window.sessionStorage.getItem(SESSION_STORAGE_KEYS.jobsCache) ?? 'null',
    ) as StoredSearch | null;
    return kept?.request === JSON.stringify(request) ? kept.jobs : null;
  } catch {
    return null;
  }
}

/** Keeps a search's jobs and their fetch time; a list too large for session storage is simply not kept. */
function storeJobs(request: object, jobs: ApiJob[], now = Date.now()): void {
  try {
    const stored: StoredSearch = { request: JSON.stringify(request), jobs };
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.jobsCache, JSON.stringify(stored));
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.jobsFetchedAt, String(now));
  } catch {
    clearJobsCache();
  }
}

/** Bumped when the kept search is forgotten: a write still waiting for an idle moment then keeps nothing. */
let generation = 0;

/**
 * storeJobs once the browser is idle: writing a thousand jobs to session storage takes a while on a phone, and not
 * in the task that shows them. The fetch time kept is `fetchedAt`; forgetting the search before then cancels it.
 */
export function storeJobsWhenIdle(request: object, jobs: ApiJob[], fetchedAt: number): void {
  const asked = generation;
  whenIdle(() => {
    if (asked === generation) storeJobs(request, jobs, fetchedAt);
  });
}

/** Forgets the kept search (after an application, the next search asks the upstream). */
export function clearJobsCache(): void {
  generation += 1;
  window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.jobsCache);
  window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.jobsFetchedAt);
}
