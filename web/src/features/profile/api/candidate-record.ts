import { queryOptions } from '@tanstack/react-query';
import { readProfileRecord, type ProfileRecord } from '#machines';
import { candidateKeys } from '#web/shared/candidate-keys.ts';
import type { ProfileServices } from '../model/services.ts';

/**
 * The candidate record under the key every screen shares, loaded by the apply feature's reading (given by `app/`),
 * so a profile update or a resume upload refreshes the home screen and the apply dialog too. The profile screen
 * reads it with `select`.
 */
export function candidateRecordQueryOptions(loadCandidate: ProfileServices['loadCandidate'], mobile: string) {
  return queryOptions({
    queryKey: candidateKeys.profile(mobile),
    queryFn: ({ signal }) => loadCandidate(mobile, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** The profile screen's reading of the shared record. */
export const selectProfileRecord = (answer: { raw: Record<string, unknown> } | null): ProfileRecord | null =>
  answer === null ? null : readProfileRecord(answer.raw);
