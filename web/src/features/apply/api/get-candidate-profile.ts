import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/api/index.ts';
import { normalizeProfile } from '../model/profile.ts';

export const PROFILE_FAILED = 'Failed to get candidate profile';

/** GET getDetailsWithMob: the candidate record (null when the number has no profile). */
export async function getCandidateProfile(mobile: string, signal?: AbortSignal) {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET('/candidate-services/api/v1/candidate/getDetailsWithMob/{mobile}', {
        params: { path: { mobile } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new Error(PROFILE_FAILED);
  return result.data === null ? null : normalizeProfile(result.data);
}

export const candidateProfileQueryOptions = (mobile: string) =>
  queryOptions({
    queryKey: ['candidate', 'profile', mobile] as const,
    queryFn: ({ signal }) => getCandidateProfile(mobile, signal),
    staleTime: 30_000,
    retry: false,
  });

export function useCandidateProfile(mobile: string | null) {
  return useQuery({ ...candidateProfileQueryOptions(mobile ?? ''), enabled: Boolean(mobile) });
}
