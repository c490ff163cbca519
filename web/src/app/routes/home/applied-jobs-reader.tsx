import { useEffect, useEffectEvent } from 'react';
import { useAppliedJobs, type AppliedJobs } from '#web/entities/applications/index.ts';

export interface AppliedJobsReaderProps {
  mobileNumber: string;
  onRead: (applied: AppliedJobs) => void;
}

/**
 * Reads which jobs the candidate applied for (the applications list My Applications shows) and hands them to the
 * home screen, whose cards and details then say 'Applied on …'. Its own chunk, loaded once the first jobs are on
 * screen, so the home screen's first load does not carry the applications' code.
 */
export default function AppliedJobsReader({ mobileNumber, onRead }: AppliedJobsReaderProps) {
  const applied = useAppliedJobs(mobileNumber);
  const read = useEffectEvent(onRead);
  useEffect(() => {
    if (applied) read(applied);
  }, [applied]);
  return null;
}
