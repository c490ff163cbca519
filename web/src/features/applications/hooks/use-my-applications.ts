import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applicationCounters, DEFAULT_DATE_OPTIONS, DEFAULT_STATUS_OPTIONS, toApplicationView } from '#machines';
import { candidateApplicationsQueryOptions } from '#web/entities/applications/index.ts';

/**
 * The candidate's applications read into views (null until they arrive), the tiles' counters and the filter
 * choices the server sent (the defaults without them). Without a mobile number nothing is asked.
 */
export function useMyApplications(mobileNumber: string) {
  const list = useQuery({ ...candidateApplicationsQueryOptions(mobileNumber), enabled: mobileNumber !== '' });
  const views = useMemo(
    () => (list.data ? list.data.applications.map((a, i) => toApplicationView(a, i)) : null),
    [list.data],
  );
  const counters = useMemo(() => applicationCounters((views ?? []).map((a) => a.status.key)), [views]);
  return {
    views,
    counters,
    failed: list.isError,
    statusOptions: list.data?.statusOptions ?? DEFAULT_STATUS_OPTIONS,
    dateOptions: list.data?.dateOptions ?? DEFAULT_DATE_OPTIONS,
  };
}
