import { queryOptions } from '@tanstack/react-query';
import { message, type ActorFailure, type Message } from '#machines';
import type { components } from '#contract/schema.d.ts';
import { api, CallError } from '#web/api/index.ts';
import { jobsOfAnswer, searchFailed, type ApiJob } from '../model/search-answer.ts';

export type SearchJobsParams = components['schemas']['JobSearchRequest'];

/** searchJobs answered, but said the search did not succeed (`success: false`): 'Failed to fetch jobs'. */
export const FETCH_JOBS_FAILED = message('jobs:list.fetchFailed');

/**
 * A failed searchJobs call, as the job-list machine reads it: `shown` is the reason the error card shows, `kind`
 * makes it an upstream failure.
 */
export class JobsRequestError extends CallError implements Omit<ActorFailure, 'message'> {
  constructor(
    shown: Message,
    readonly status: number,
    override readonly kind: 'network' | 'server' = 'server',
  ) {
    super(shown);
  }
}

/** POST searchJobs: the jobs within the radius (up to `size`), bare or from the envelope. */
export async function searchJobs(params: SearchJobsParams, signal?: AbortSignal): Promise<ApiJob[]> {
  const body = { ...params, mobileNumber: params.mobileNumber || '0' };
  const result = await api.upstream.call(
    (init) => api.upstream.client.POST('/recruiter-services/api/v1/positions/searchJobs', { body, ...init }),
    { signal },
  );
  if (!result.ok) {
    const unanswered = result.reason === 'network' || result.reason === 'timeout';
    throw new JobsRequestError(result.message, result.status, unanswered ? 'network' : 'server');
  }
  if (searchFailed(result.data)) throw new JobsRequestError(FETCH_JOBS_FAILED, result.status);
  return jobsOfAnswer(result.data);
}

/**
 * The search needs the service token: a first visit asks for it while the location is still being worked
 * out, instead of after. A failure here is left to the search itself, which asks again and reports it.
 */
export function prepareJobSearch(): void {
  api.upstream.tokens.getToken().catch(() => undefined);
}

/** The key every job search starts with: invalidating it makes the next search ask the upstream again. */
export const allJobSearchesKey = ['jobs', 'search'] as const;

/**
 * The spec's jobs cache guard: the same search within 10 s of the last is answered from the query cache, also after
 * a reload (the persisted cache's answers of the last 10 s are restored at start, app/pwa/persisted-cache.ts).
 */
export const JOB_SEARCH_FRESH_MS = 10_000;

export const searchJobsQueryOptions = (params: SearchJobsParams) =>
  queryOptions({
    queryKey: [...allJobSearchesKey, params] as const,
    queryFn: ({ signal }) => searchJobs(params, signal),
    staleTime: JOB_SEARCH_FRESH_MS,
    retry: false,
  });
