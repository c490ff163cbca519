// The candidate's applications, one home for every screen that reads them: My Applications' list (which also says
// which jobs the home screen marks 'Applied on …'), one job's status, under one key factory, with the invalidation
// an application makes. Features and app/ import this file only; each module only defines things.
export { applicationKeys } from './api/application-keys.ts';
export { useAppliedJobs } from './api/applied-jobs.ts';
export { candidateApplicationsQueryOptions } from './api/fetch-candidate-applications.ts';
export { useApplicationStatus } from './api/get-application-status.ts';
export { invalidateApplications } from './api/invalidate-applications.ts';
export type { AppliedJobs } from './model/applied-jobs.ts';
