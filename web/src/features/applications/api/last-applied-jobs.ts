import { queryOptions } from '@tanstack/react-query';
import { RECENT_ACTIVITY_LIMIT, toRecentActivity, type RecentActivityItem } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { applicationKeys, markLoaded, refetchWhenDue } from '#web/entities/applications/index.ts';

const path = `${PRODUCT_JOBS}/lastAppliedJobs` as const;

/** GET lastAppliedJobs (size 5): the Recent Activity items, newest first. */
export async function lastAppliedJobs(candidateId: number, signal?: AbortSignal): Promise<RecentActivityItem[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { candidateId, size: RECENT_ACTIVITY_LIMIT } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  markLoaded(SESSION_STORAGE_KEYS.recentActivityLoadedAt);
  return toRecentActivity(result.data, RECENT_ACTIVITY_LIMIT);
}

export function lastAppliedJobsQueryOptions(candidateId: number) {
  return queryOptions({
    queryKey: applicationKeys.recent(candidateId),
    queryFn: ({ signal }) => lastAppliedJobs(candidateId, signal),
    staleTime: 0,
    refetchOnMount: refetchWhenDue(SESSION_STORAGE_KEYS.recentActivityLoadedAt),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
