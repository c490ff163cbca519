import { queryOptions } from '@tanstack/react-query';
import {
  APPLICATIONS_FETCH_THROTTLE_MS,
  RECENT_ACTIVITY_LIMIT,
  toRecentActivity,
  type RecentActivityItem,
} from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { applicationKeys } from '#web/entities/applications/index.ts';

const path = `${PRODUCT_JOBS}/lastAppliedJobs` as const;

/** GET lastAppliedJobs (size 5): the Recent Activity items, newest first. */
export async function lastAppliedJobs(candidateId: number, signal?: AbortSignal): Promise<RecentActivityItem[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { candidateId, size: RECENT_ACTIVITY_LIMIT } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  return toRecentActivity(result.data, RECENT_ACTIVITY_LIMIT);
}

export function lastAppliedJobsQueryOptions(candidateId: number) {
  return queryOptions({
    queryKey: applicationKeys.recent(candidateId),
    queryFn: ({ signal }) => lastAppliedJobs(candidateId, signal),
    // The same 10 s throttle as the list's.
    staleTime: APPLICATIONS_FETCH_THROTTLE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
