/**
 * The candidate's applications in the query cache, one key per kind under one root: an application (applyForJob)
 * invalidates the root, and every screen reading any kind refreshes — My Applications' list and Recent Activity,
 * the home screen's 'Applied on …' and a job's details.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  /** fetchCandidateApplications (page 1, size 50, newest first): My Applications' list, and the applied jobs. */
  list: (mobileNumber: string) => ['applications', 'list', mobileNumber] as const,
  recent: (candidateId: number) => ['applications', 'recent', candidateId] as const,
  timeline: (id: string) => ['applications', 'timeline', id] as const,
  /** getApplicationStatus: one job's status for the candidate. */
  status: (candidateId: string, jobId: string) => ['applications', 'status', candidateId, jobId] as const,
};
