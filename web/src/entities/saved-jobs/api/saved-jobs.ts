import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withJobSaved, withoutJob, type SavedJob } from '../model/saved-job.ts';
import { SAVED_JOBS_DEFAULTS, savedJobsKeys } from './saved-jobs-keys.ts';

/**
 * The saved jobs live in the query cache, under the candidate's number, and therefore in its persisted copy (the
 * candidate's entry, app/pwa/persisted-cache.ts): kept on this device per candidate, read offline, gone at sign-out
 * with the rest of the cache. The contract has no save call: nothing here asks the upstream.
 */
const savedJobsQueryOptions = (mobileNumber: string) =>
  queryOptions({
    queryKey: savedJobsKeys.of(mobileNumber),
    // Nothing to fetch: the list starts empty, and a refetch (an invalidation of everything) keeps it as it is.
    queryFn: ({ client, queryKey }): SavedJob[] => client.getQueryData<SavedJob[]>(queryKey) ?? [],
    initialData: [],
    ...SAVED_JOBS_DEFAULTS,
  });

/** The candidate's saved jobs, newest first ([] for a visitor). */
export function useSavedJobs(mobileNumber: string | null): SavedJob[] {
  const { data } = useQuery({ ...savedJobsQueryOptions(mobileNumber ?? ''), enabled: Boolean(mobileNumber) });
  return mobileNumber ? (data ?? []) : [];
}

/** Saves (or, with `saved: false`, forgets) a job in the candidate's list. */
export function setJobSaved(
  queryClient: QueryClient,
  mobileNumber: string,
  job: { id: string; job: object },
  saved: boolean,
): void {
  queryClient.setQueryData<SavedJob[]>(savedJobsKeys.of(mobileNumber), (list = []) =>
    saved ? withJobSaved(list, job.id, job.job, Date.now()) : withoutJob(list, job.id),
  );
}

/** `setJobSaved` for the candidate, bound to the page's query client. */
export function useSetJobSaved(mobileNumber: string): (job: { id: string; job: object }, saved: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback((job, saved) => setJobSaved(queryClient, mobileNumber, job, saved), [queryClient, mobileNumber]);
}
