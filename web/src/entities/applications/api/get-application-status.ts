import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { isAppliedStatus } from '../model/applied-jobs.ts';
import { applicationKeys } from './application-keys.ts';

const path = `${PRODUCT_JOBS}/getApplicationStatus/{candidateId}/{jobId}` as const;

/** GET getApplicationStatus: whether the candidate applied for one job ('Not Applied' when not). */
export async function getApplicationStatus(candidateId: number, jobId: number, signal?: AbortSignal): Promise<boolean> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { path: { candidateId, jobId } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new CallError(result.message);
  return isAppliedStatus(result.data?.candidateStatus ?? '');
}

/** A positive whole id, as the call's path takes it. */
const idOf = (id: string | null) => {
  const value = Number(id);
  return id !== null && Number.isSafeInteger(value) && value > 0 ? value : null;
};

export function applicationStatusQueryOptions(candidateId: string, jobId: string) {
  return queryOptions({
    queryKey: applicationKeys.status(candidateId, jobId),
    queryFn: ({ signal }) => getApplicationStatus(Number(candidateId), Number(jobId), signal),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Whether the signed-in candidate applied for this job (a job opened from a link or a notification, which the
 * applications list may not hold); undefined while unknown, and for visitors ('' as candidate id).
 */
export function useApplicationStatus(candidateId: string, jobId: string | null): boolean | undefined {
  const enabled = idOf(candidateId) !== null && idOf(jobId) !== null;
  return useQuery({ ...applicationStatusQueryOptions(candidateId, jobId ?? ''), enabled }).data;
}
