import { queryOptions, skipToken } from '@tanstack/react-query';
import { kycStatusCache, readKycRecord, type KycStatus } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import { LOCAL_KEYS } from './browser-keys.ts';
import { candidateKeys } from './candidate-keys.ts';

export const KYC_LOAD_FAILED = 'Failed to load KYC data';

/** Keeps the two flags and a time under `kycStatus`, for screens that only need to know whether KYC is done. */
export function cacheKycStatus(status: Pick<KycStatus, 'aadhaarVerified' | 'panVerified'>): void {
  try {
    window.localStorage.setItem(LOCAL_KEYS.kycStatus, JSON.stringify(kycStatusCache(status, Date.now())));
  } catch {
    // storage full or blocked: the cache is only a hint
  }
}

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
  if (!result.ok) throw new Error(KYC_LOAD_FAILED);
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
