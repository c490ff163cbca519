import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { recordOfAnswer } from '../model/search-answer.ts';

/** GET getJobById: the job as its card shows it (null when unknown: a 404 is no data). */
export async function getJobById(
  jobId: number,
  mobileNumber: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/getJobById` as const, {
        params: { query: { jobId, ...(mobileNumber ? { mobileNumber } : {}) } },
        ...init,
      }),
    { signal, timeout: 'short' },
  );
  if (!result.ok) throw new CallError(result.message);
  return recordOfAnswer(result.data);
}

export const jobByIdQueryOptions = (jobId: number, mobileNumber: string) =>
  queryOptions({
    queryKey: ['jobs', 'byId', jobId, mobileNumber] as const,
    queryFn: ({ signal }) => getJobById(jobId, mobileNumber, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The job behind a shared link, asked for only when the details were built from the link's parameters. */
export function useLinkedJob(jobId: number | null, mobileNumber: string) {
  return useQuery({ ...jobByIdQueryOptions(jobId ?? 0, mobileNumber), enabled: jobId !== null });
}
