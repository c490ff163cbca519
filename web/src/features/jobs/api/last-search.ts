import type { QueryClient } from '@tanstack/react-query';
import en from '#web/locales/en/cachedJobs.json';
import { registerEnglish } from '#web/i18n/index.ts';
import { CACHED_JOBS_NS, markCached } from '../model/cached-jobs.ts';

registerEnglish(CACHED_JOBS_NS, en);
import type { ApiJob } from '../model/search-answer.ts';
import { allJobSearchesKey, JobsRequestError, searchJobsQueryOptions, type SearchJobsParams } from './search-jobs.ts';

/** A search the candidate narrowed (by skill or designation): another search's jobs are no answer to it. */
const narrowed = (params: SearchJobsParams) =>
  (params.skillIds?.length ?? 0) > 0 || (params.designationIds?.length ?? 0) > 0;

/**
 * The last search the cache holds: this one, or — for the page's own search around a place, whose point or radius
 * may differ from one visit to the next — the newest.
 */
function lastSearch(queryClient: QueryClient, params: SearchJobsParams): { jobs: ApiJob[]; at: number } | null {
  const same = queryClient.getQueryState(searchJobsQueryOptions(params).queryKey);
  if (same?.data) return { jobs: same.data, at: same.dataUpdatedAt };
  if (narrowed(params)) return null;
  const newest = queryClient
    .getQueryCache()
    .findAll({ queryKey: allJobSearchesKey, predicate: (query) => query.state.data !== undefined })
    .map((query) => query.state)
    .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)[0];
  return newest ? { jobs: newest.data as ApiJob[], at: newest.dataUpdatedAt } : null;
}

/**
 * A search that went unanswered: the last search the query cache holds (restored from its persisted copy on an
 * offline visit), its jobs marked with when they were fetched. Any other failure, or nothing held, and the failure
 * stands.
 */
export function lastSearchInstead(queryClient: QueryClient, params: SearchJobsParams, failure: unknown): ApiJob[] {
  // Offline, a search fails at once (web/src/app/pwa/persisted-cache.ts); online, an unanswered call says so.
  const unanswered = !navigator.onLine || (failure instanceof JobsRequestError && failure.kind === 'network');
  const last = unanswered ? lastSearch(queryClient, params) : null;
  if (!last) throw failure;
  return markCached(last.jobs, last.at);
}
