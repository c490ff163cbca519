import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '#machines';
import { SAVED_JOBS_DEFAULTS, savedJobsKeys } from '#web/entities/saved-jobs/index.ts';

/**
 * Query defaults: data stays fresh for 30 s, one retry, no refetch just because the window regained focus.
 *
 * Offline, nothing waits unseen: `networkMode: 'always'` sends a query or a write even when the browser says it is
 * offline, so it fails at once ('Network error') and the screen shows its offline state instead of a query paused
 * until the network returns; a write is never queued to go out later by itself. A call that got no answer (no
 * network, or its 30/10/60 s time limit reached) is not retried: a second wait would double the time limit. The
 * failed query is fetched again when the browser comes back online (`refetchOnReconnect`). The saved jobs are no
 * answer: never stale, never collected.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  const retries = retry === false ? 0 : retry;
  // TanStack Query starts out online and then follows the browser's online/offline events: a page opened offline (the
  // service worker serves it) is offline from its start, or every account screen's failed load reads as unanswered
  // ('Error Loading Applications') instead of 'You're offline'.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < retries && !isNetworkFailure(error),
        refetchOnWindowFocus: false,
        networkMode: 'always',
        // With networkMode 'always' TanStack Query turns this off unless told: a failed load must come back by itself.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // Kept on the device, not fetched: also when restored from the persisted copy with no screen reading them.
  client.setQueryDefaults(savedJobsKeys.all, SAVED_JOBS_DEFAULTS);
  return client;
}
