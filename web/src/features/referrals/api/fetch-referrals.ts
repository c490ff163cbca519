import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { readReferralsAnswer, type ReferralsView } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/fetchReferrals` as const;

/** GET fetchReferrals: the referrer's referrals and counts. Throws with the failure's text (a non-object answer: 'Invalid API response format'). */
export async function fetchReferrals(mobileNumber: string, signal?: AbortSignal): Promise<ReferralsView> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { mobileNumber } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  const read = readReferralsAnswer(result.data);
  if (!read.ok) throw new CallError(read.message);
  return read.view;
}

export const referralKeys = {
  list: (mobileNumber: string) => ['referrals', 'list', mobileNumber] as const,
};

/**
 * The referrer's referrals. Skipped (skipToken) without a mobile number. Concurrent requests for the same
 * number are shared while in flight: TanStack Query runs one fetch per query key and every observer waits on it.
 * A successful referral invalidates this `queryKey`.
 */
export function referralsQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: referralKeys.list(mobileNumber),
    queryFn: mobileNumber === '' ? skipToken : ({ signal }) => fetchReferrals(mobileNumber, signal),
    staleTime: 0,
    // The error state has its own Try Again.
    retry: false,
  });
}

export function useReferrals(mobileNumber: string) {
  return useQuery(referralsQueryOptions(mobileNumber));
}
