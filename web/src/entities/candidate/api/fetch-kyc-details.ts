import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { message, readKycRecord, type KycStatus } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { cacheKycStatus } from '../model/kyc-status-hint.ts';
import { candidateKeys } from './candidate-keys.ts';

/** Shown by My Profile and My Earnings alike. */
const KYC_LOAD_FAILED = message('common:kyc.loadFailed');

/**
 * GET fetchCandidateKYCDetails: both checks settled (a complete Aadhaar or PAN number counts as verified; both
 * unverified when the upstream knows no candidate), cached under `kycStatus` as it arrives.
 */
export async function fetchKycDetails(mobileNumber: string, signal?: AbortSignal): Promise<KycStatus> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) =>
      upstream.client.GET(`${PRODUCT_JOBS}/fetchCandidateKYCDetails` as const, {
        params: { query: { mobileNumber } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new CallError(KYC_LOAD_FAILED);
  const status = readKycRecord(result.data?.data);
  cacheKycStatus(status);
  return status;
}

/** The candidate's KYC state, one entry for the earnings and profile screens; skipped without a mobile number. */
export function kycDetailsQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: candidateKeys.kyc(mobileNumber),
    queryFn: mobileNumber === '' ? skipToken : ({ signal }) => fetchKycDetails(mobileNumber, signal),
    staleTime: 0,
    retry: false,
  });
}

/** A KYC check the candidate just passed: every screen reading the state sees it, and so does the `kycStatus` hint. */
export function storeCandidateKyc(queryClient: QueryClient, mobileNumber: string, status: KycStatus): void {
  queryClient.setQueryData(kycDetailsQueryOptions(mobileNumber).queryKey, status);
  cacheKycStatus(status);
}
