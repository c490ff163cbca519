import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '#contract/schema.d.ts';
import { api } from '../../../api/upstream.ts';
import { jobsOfAnswer, searchFailed } from '../model/search-answer.ts';

export type SearchJobsParams = components['schemas']['JobSearchRequest'];

/** The upstream answered, but said the search did not succeed (spec 000 s8). */
export const FETCH_JOBS_FAILED = 'Failed to fetch jobs';
/** A signed-in candidate's search needs their number, for the skill match (spec 000 s8). */
export const MOBILE_REQUIRED_FOR_JOBS = 'Mobile number is required to fetch jobs';

export class JobsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** POST searchJobs: the raw jobs within the radius (up to `size`), bare or from the envelope. */
export async function searchJobs(params: SearchJobsParams, signal?: AbortSignal): Promise<unknown[]> {
  if (params.latitude === undefined || params.longitude === undefined) {
    throw new JobsRequestError('Latitude and longitude are required', 400);
  }
  const body = { ...params, mobileNumber: params.mobileNumber || '0' };
  const result = await api.upstream.call(
    (init) => api.upstream.client.POST('/recruiter-services/api/v1/positions/searchJobs', { body, ...init }),
    { signal },
  );
  if (!result.ok) throw new JobsRequestError(result.message, result.status);
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

export const searchJobsQueryOptions = (params: SearchJobsParams) =>
  queryOptions({
    queryKey: ['jobs', 'search', params] as const,
    queryFn: ({ signal }) => searchJobs(params, signal),
    // The session's job cache guard: the same search within 10 s is not sent again.
    staleTime: 10_000,
    retry: false,
  });

export function useSearchJobs(params: SearchJobsParams | null) {
  return useQuery({ ...searchJobsQueryOptions(params ?? ({} as SearchJobsParams)), enabled: params !== null });
}
