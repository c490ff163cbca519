import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applicationCounters, DEFAULT_DATE_OPTIONS, DEFAULT_STATUS_OPTIONS, toApplicationView } from '#machines';
import { candidateApplicationsQueryOptions } from '#web/entities/applications/index.ts';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';

/**
 * The candidate's applications read into views (null until they arrive), the tiles' counters and the filter
 * choices the server sent (the defaults without them). Without a mobile number nothing is asked.
 */
export function useMyApplications(mobileNumber: string) {
  const list = useQuery({ ...candidateApplicationsQueryOptions(mobileNumber), enabled: mobileNumber !== '' });
  const problem = useConnectionProblem(list);
  const views = useMemo(
    () => (list.data ? list.data.applications.map((a, i) => toApplicationView(a, i)) : null),
    [list.data],
  );
  const counters = useMemo(() => applicationCounters((views ?? []).map((a) => a.status.key)), [views]);
  return {
    views,
    counters,
    failed: list.isError,
    /** Offline, or no answer: the offline state instead of the cards (it loads again once back online). */
    problem: list.data ? null : problem,
    retry: () => void list.refetch(),
    retrying: list.isFetching,
    statusOptions: list.data?.statusOptions ?? DEFAULT_STATUS_OPTIONS,
    dateOptions: list.data?.dateOptions ?? DEFAULT_DATE_OPTIONS,
  };
}
