import { queryOptions } from '@tanstack/react-query';
import { timelineEvents, type ServerTimelineEvent } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { applicationKeys } from '#web/entities/applications/index.ts';

const path = `${PRODUCT_JOBS}/fetchApplicationTimeline/{openingCandidateDetailId}` as const;

/** GET fetchApplicationTimeline: the server's events of one application (a 404 counts as none). */
export async function fetchApplicationTimeline(
  openingCandidateDetailId: string,
  signal?: AbortSignal,
): Promise<ServerTimelineEvent[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { path: { openingCandidateDetailId } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  return timelineEvents(result.data);
}

export function applicationTimelineQueryOptions(openingCandidateDetailId: string) {
  return queryOptions({
    queryKey: applicationKeys.timeline(openingCandidateDetailId),
    queryFn: ({ signal }) => fetchApplicationTimeline(openingCandidateDetailId, signal),
    staleTime: 0,
    retry: false,
  });
}
