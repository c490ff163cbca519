import { useQueries } from '@tanstack/react-query';
import { CallError } from '#web/api/index.ts';
import type { SavedJob } from '#web/entities/saved-jobs/index.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { jobByIdQueryOptions } from '../api/get-job-by-id.ts';

/**
 * Which saved jobs the upstream no longer has: getJobById refused them, or answered no job. A call that got no
 * answer (a time limit, no network) says nothing: the job shows as it was saved. Offline nothing is asked; the
 * jobs are asked about once the browser is back online.
 */
export function useGoneJobs(saved: readonly SavedJob[], mobileNumber: string): ReadonlySet<string> {
  const online = useOnline();
  return useQueries({
    queries: saved.map(({ id }) => ({
      ...jobByIdQueryOptions(Number(id), mobileNumber),
      enabled: online && Number.isSafeInteger(Number(id)) && Number(id) > 0,
    })),
    combine: (results) =>
      new Set(
        saved
          .filter((_, at) => {
            const { data, error, isSuccess } = results[at]!;
            return (isSuccess && data === null) || (error instanceof CallError && error.kind === 'server');
          })
          .map(({ id }) => id),
      ),
  });
}
