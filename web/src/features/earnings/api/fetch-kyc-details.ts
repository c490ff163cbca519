import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { readKycRecord, type KycStatus } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '../../../api/index.ts';

const path = `${PRODUCT_JOBS}/fetchCandidateKYCDetails` as const;

/** GET fetchCandidateKYCDetails: both checks settled (a complete Aadhaar or PAN number counts as verified). */
export async function fetchKycDetails(mobileNumber: string, signal?: AbortSignal): Promise<KycStatus> {
  const { upstream } = api;
  const result = await upstream.call((init) => upstream.client.GET(path, { params: { query: { mobileNumber } }, ...init }), { signal });
  if (!result.ok) throw new Error(result.message);
  return readKycRecord(result.data?.data);
}

export function kycDetailsQueryOptions(mobileNumber: string) {
  return queryOptions({
    queryKey: ['earnings', 'kyc', mobileNumber] as const,
    queryFn: mobileNumber === '' ? skipToken : ({ signal }) => fetchKycDetails(mobileNumber, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The KYC state for the badge; the claim flow uses it when loaded and fetches it otherwise. */
export function useKycDetails(mobileNumber: string) {
  return useQuery(kycDetailsQueryOptions(mobileNumber));
}
