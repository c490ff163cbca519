import { queryOptions } from '@tanstack/react-query';
import { readProfileRecord, type ProfileRecord } from '#machines';
import { api } from '../../../api/index.ts';

export const PROFILE_FAILED = 'Failed to get candidate profile';

/** GET getDetailsWithMob, read for the profile screen (null: the number has no profile, a 404). */
export async function getProfile(mobile: string, signal?: AbortSignal): Promise<ProfileRecord | null> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET('/candidate-services/api/v1/candidate/getDetailsWithMob/{mobile}', { params: { path: { mobile } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new Error(PROFILE_FAILED);
  return result.data === null ? null : readProfileRecord(result.data);
}

/** The profile screen's record; a profile update and a resume upload invalidate this `queryKey`. */
export function profileRecordQueryOptions(mobile: string) {
  return queryOptions({
    queryKey: ['profile', 'record', mobile] as const,
    queryFn: ({ signal }) => getProfile(mobile, signal),
    retry: false,
  });
}
