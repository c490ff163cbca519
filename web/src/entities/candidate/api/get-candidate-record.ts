import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { message } from '#machines';
import { api, CallError } from '#web/api/index.ts';
import type { Candidate } from '../model/candidate.ts';
import { candidateKeys } from './candidate-keys.ts';

/** My Profile shows it (the apply dialog words its own). */
const RECORD_FAILED = message('profile:personal.loadFailed');

/** GET getDetailsWithMob: the candidate, read once here (null when the number has no profile). */
export async function fetchCandidate(mobile: string, signal?: AbortSignal): Promise<Candidate | null> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET('/candidate-services/api/v1/candidate/getDetailsWithMob/{mobile}', {
        params: { path: { mobile } },
        ...init,
      }),
    { signal },
  );
  if (!result.ok) throw new CallError(RECORD_FAILED);
  if (result.data === null) return null;
  // The model and its validator are a chunk of their own, fetched with the first record: a visitor's first load
  // does not carry them.
  const { readCandidate } = await import('../model/candidate.ts');
  return readCandidate(result.data);
}

/** The candidate the home screen, the apply dialog and My Profile read. */
export const candidateRecordQueryOptions = (mobile: string) =>
  queryOptions({
    queryKey: candidateKeys.record(mobile),
    queryFn: ({ signal }) => fetchCandidate(mobile, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Only a signed-in candidate with a number has a record. */
export function useCandidateRecord(mobile: string | null) {
  return useQuery({ ...candidateRecordQueryOptions(mobile ?? ''), enabled: Boolean(mobile) });
}

/**
 * After a write to the record (a profile edit, a resume upload, the details saved before an application) every
 * screen reading it refreshes. `refetch: false` only marks it stale, for a caller that reads it again itself.
 */
export function invalidateCandidateRecord(
  queryClient: QueryClient,
  mobile: string,
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: candidateKeys.record(mobile),
    refetchType: refetch ? 'active' : 'none',
  });
}
