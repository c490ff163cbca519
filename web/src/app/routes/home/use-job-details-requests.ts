import { useEffect, useEffectEvent } from 'react';
import { onAppEvent } from '#web/shared/app-events.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';

function takePending(): unknown {
  const raw = sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingJobDetails);
  if (raw === null) return null;
  sessionStorage.removeItem(SESSION_STORAGE_KEYS.pendingJobDetails);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * Other screens (notifications, shared links) ask the home screen to show a job: through the
 * openJobDetails window event, or a pending job left in session storage before coming here.
 */
export function useJobDetailsRequests(open: (payload: unknown) => void): void {
  const openJob = useEffectEvent(open);

  useEffect(() => {
    const pending = takePending();
    if (pending) openJob(pending);

    return onAppEvent('openJobDetails', (job) => {
      // The event carries the same job a link left behind; it is handled now.
      sessionStorage.removeItem(SESSION_STORAGE_KEYS.pendingJobDetails);
      if (job && typeof job === 'object') openJob(job);
    });
  }, []);
}
