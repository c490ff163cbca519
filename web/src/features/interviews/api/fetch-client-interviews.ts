import { queryOptions } from '@tanstack/react-query';
import type { ClientInterview, InterviewLists } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/fetchClientInterviews` as const;

/** GET fetchClientInterviews for one list (isComplete false: pending, true: completed); a failure throws. */
async function fetchClientInterviews(
  emailId: string,
  isComplete: boolean,
  signal?: AbortSignal,
): Promise<ClientInterview[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) =>
      upstream.client.GET(path, {
        params: { query: { mobileNumber: '', emailId, isClient: true, isComplete } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  return Array.isArray(result.data?.data) ? result.data.data : [];
}

/**
 * Both lists, asked in parallel. A list that fails counts as empty; only when both fail is the load a
 * failure ('Failed to load interviews').
 */
export async function fetchInterviewLists(emailId: string, signal?: AbortSignal): Promise<InterviewLists> {
  const [pending, completed] = await Promise.allSettled([
    fetchClientInterviews(emailId, false, signal),
    fetchClientInterviews(emailId, true, signal),
  ]);
  if (pending.status === 'rejected' && completed.status === 'rejected') throw pending.reason;
  return {
    pending: pending.status === 'fulfilled' ? pending.value : [],
    completed: completed.status === 'fulfilled' ? completed.value : [],
  };
}

export const interviewKeys = {
  lists: (emailId: string) => ['interviews', 'lists', emailId] as const,
};

export function interviewListsQueryOptions(emailId: string) {
  return queryOptions({
    queryKey: interviewKeys.lists(emailId),
    queryFn: ({ signal }) => fetchInterviewLists(emailId, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
