import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { message } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { candidateSkillNames } from '../model/skill-names.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET fetchCandidateSkills: the candidate's skill names (active, unique). */
export async function fetchCandidateSkills(mobileNumber: string, signal?: AbortSignal): Promise<string[]> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/fetchCandidateSkills` as const, {
        params: { query: { mobileNumber } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new CallError(message('profile:skills.loadFailed'));
  return candidateSkillNames(result.data);
}

/** The names the job cards highlight. */
export const candidateSkillsQueryOptions = (mobileNumber: string) =>
  queryOptions({
    queryKey: candidateKeys.skills(mobileNumber),
    queryFn: ({ signal }) => fetchCandidateSkills(mobileNumber, signal),
    staleTime: 60_000,
  });

/**
 * Only signed-in candidates have skills to highlight; '0' (a number not known) names no candidate, and the
 * contract refuses it on this call (`CandidateMobileNumber`), so nothing is asked.
 */
export function useCandidateSkills(mobileNumber: string | null) {
  return useQuery({
    ...candidateSkillsQueryOptions(mobileNumber ?? ''),
    enabled: Boolean(mobileNumber) && mobileNumber !== '0',
  });
}

/** After the skills are saved: the job cards' highlights and My Profile's list (which extends this key) reload. */
export function invalidateCandidateSkills(queryClient: QueryClient, mobileNumber: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: candidateKeys.skills(mobileNumber) });
}
