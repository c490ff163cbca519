import type { QueryClient } from '@tanstack/react-query';
import type { ApiJob } from '../model/search-answer.ts';
import { searchJobsQueryOptions, type SearchJobsParams } from './search-jobs.ts';

/**
 * A job search through the query cache. When the call goes unanswered (offline: a visit that starts offline makes
 * it at once, web/src/app/pwa/kept-answers.ts), the last search kept is shown instead, its jobs marked with when
 * they were fetched (./kept-search.ts, fetched only then: the home screen's first load does not carry it).
 */
export function searchOrKeptJobs(queryClient: QueryClient, params: SearchJobsParams): Promise<ApiJob[]> {
  const kept = (failure: unknown) => import('./kept-search.ts').then((m) => m.keptJobs(queryClient, params, failure));
  return queryClient.fetchQuery(searchJobsQueryOptions(params)).catch(kept);
}
