import { queryOptions } from '@tanstack/react-query';
import type { ClientInterview, InterviewLists } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/fetchClientInterviews` as const;

/**
 * GET fetchClientInterviews for one list (isComplete false: pending, true: completed); a failure throws.
 *
 * `mobileNumber` is the client's own number where the client has one: the spec lists it among the query values and
 * says only validateOTP sends it empty. A client signs in by e-mail; the number they have is the one their sign-in was
 * opened with (the link's query or route state, or the openInterviewSignIn event), kept in the stored client record
 * (`currentUser.mobileNumber`). A client opened without one has no number at all, and sends it empty, as before.
 */
async function fetchClientInterviews(
  emailId: string,
  mobileNumber: string,
  isComplete: boolean,
  signal?: AbortSignal,
): Promise<ClientInterview[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) =>
      upstream.client.GET(path, {
        params: { query: { mobileNumber, emailId, isClient: true, isComplete } },
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
export async function fetchInterviewLists(
  emailId: string,
  mobileNumber: string,
  signal?: AbortSignal,
): Promise<InterviewLists> {
  const [pending, completed] = await Promise.allSettled([
    fetchClientInterviews(emailId, mobileNumber, false, signal),
    fetchClientInterviews(emailId, mobileNumber, true, signal),
  ]);
  if (pending.status === 'rejected' && completed.status === 'rejected') throw pending.reason;
  return {
    pending: pending.status === 'fulfilled' ? pending.value : [],
    completed: completed.status === 'fulfilled' ? completed.value : [],
  };
}

export const interviewKeys = {
  lists: (emailId: string, mobileNumber: string) => ['interviews', 'lists', emailId, mobileNumber] as const,
};

export function interviewListsQueryOptions(emailId: string, mobileNumber: string) {
  return queryOptions({
    queryKey: interviewKeys.lists(emailId, mobileNumber),
    queryFn: ({ signal }) => fetchInterviewLists(emailId, mobileNumber, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
