import type { QueryClient } from '@tanstack/react-query';
import { PERSISTED_CACHE_DB } from '#web/shared/browser-keys.ts';
import { createQueryClient } from '../query-client.ts';

let client: QueryClient | undefined;

/** The page's one query client (the app's provider holds it; its persisted copy is restored into it). */
export function appQueryClient(): QueryClient {
  return (client ??= createQueryClient());
}

/** The persister and its restore (./persisted-cache.ts): a chunk of its own. */
const persistedCache = () => import('./persisted-cache.ts');

/** Whether an earlier visit persisted anything: a first visit has nothing to restore, and fetches no code for it. */
async function persistedBefore(): Promise<boolean> {
  try {
    return (await indexedDB.databases()).some((database) => database.name === PERSISTED_CACHE_DB);
  } catch {
    // No way to list them: look inside.
    return true;
  }
}

/**
 * Before the first render: the persisted answers of the signed-in candidate (or the visitor) go back into the query
 * client — offline all of them, so the screens and the job list find them; online a job search of the last 10 s, so
 * the spec's jobs cache guard holds across a reload. Settles on failure too (no IndexedDB: nothing restored).
 */
export async function restoreCacheAtStart(): Promise<void> {
  if (!(await persistedBefore())) return;
  await persistedCache()
    .then((cache) => cache.restoreCache(appQueryClient()))
    .catch(() => undefined);
}

/** Once the first screen is idle: every change of the cache is persisted from now on. */
export function persistCacheFromNow(): void {
  void persistedCache().then((cache) => cache.persistCache(appQueryClient()));
}

/** Sign-out: the persisted answers of candidates on this device are deleted, with any write of them still waiting. */
export function forgetPersistedCache(): void {
  void persistedCache().then((cache) => cache.forgetCandidateCache());
}
