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

/**
 * Whether a job waits to be resumed now that the candidate is signed in (`signedIn`: and the sign-in dialog gone). The
 * job's details, from which the visitor asked, give way then: the resume acts on that job, and Location Preference,
 * asked first, opens over no other layer.
 */
export function useJobToResume(signedIn: boolean): boolean {
  const resumed = useResumedJob();
  return signedIn && resumed !== null;
}
