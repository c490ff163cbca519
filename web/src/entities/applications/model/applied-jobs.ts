import { parseApplicationDate, type ServerApplication } from '#machines';

/** The jobs the candidate applied for: job id → when (epoch ms), or null when the answer gave no date. */
export type AppliedJobs = ReadonlyMap<string, number | null>;

/** Read from fetchCandidateApplications' list: each application's job id and applied date. */
export function appliedJobsOf(applications: readonly ServerApplication[]): AppliedJobs {
  const applied = new Map<string, number | null>();
  for (const application of applications) {
    if (application.jobId === null || application.jobId === undefined) continue;
    applied.set(String(application.jobId), parseApplicationDate(application.appliedOn ?? application.appliedDate));
  }
  return applied;
}

/** getApplicationStatus answers 'Not Applied' (the vocabulary also has 'Not Applied Yet') for a job not applied for. */
export function isAppliedStatus(status: string): boolean {
  const text = status.trim();
  return text !== '' && !/^not applied/i.test(text);
}
