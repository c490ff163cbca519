import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { EARNINGS_LOAD_ERROR, readEarningsAnswer, type EarningsView } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/myEarnings` as const;

/**
 * GET myEarnings: the four totals and the ledger. Any failure, and an answer off the expected shape, throws
 * 'Failed to load earnings data. Please try again.': the screen never shows figures it did not receive.
 */
export async function fetchEarnings(mobileNumber: string, signal?: AbortSignal): Promise<EarningsView> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { mobileNumber } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(EARNINGS_LOAD_ERROR);
  const read = readEarningsAnswer(result.data);
  if (!read.ok) throw new CallError(read.message);
  return read.view;
}

export const earningsKeys = {
  summary: (mobileNumber: string) => ['earnings', 'summary', mobileNumber] as const,
};

/** The candidate's earnings; skipped without a mobile number. A successful transfer invalidates this `queryKey`. */
export function earningsQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: earningsKeys.summary(mobileNumber),
    queryFn: mobileNumber === '' ? skipToken : ({ signal }) => fetchEarnings(mobileNumber, signal),
    staleTime: 0,
    // The error state has the ledger's Refresh.
    retry: false,
  });
}

export function useEarnings(mobileNumber: string) {
  return useQuery(earningsQueryOptions(mobileNumber));
}
