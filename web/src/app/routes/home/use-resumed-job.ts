import { useEffect, useEffectEvent } from 'react';
import { useResumedJob, type ResumedJob } from '#web/shared/sign-in-request.ts';

/**
 * The job a visitor signed in for (Apply Now or Refer on it): once `ready` — signed in, the sign-in dialog gone and
 * Location Preference answered — its apply or refer dialog is opened, over the list the visitor searched (or the job
 * is saved).
 */
export function useResumedJobDialog(ready: boolean, open: (action: ResumedJob['action'], job: object) => void): void {
  const resumed = useResumedJob();
  const openDialog = useEffectEvent(open);
  useEffect(() => {
    if (!ready || !resumed) return;
    resumed.done();
    openDialog(resumed.action, resumed.job);
  }, [ready, resumed]);
}
