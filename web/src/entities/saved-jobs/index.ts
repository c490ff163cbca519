// The jobs a candidate saved for later, kept on this device (the contract has no save call): one list per candidate
// in the query cache and its persisted copy. Features and app/ import this file only.
export { SAVED_JOBS_DEFAULTS, savedJobsKeys } from './api/saved-jobs-keys.ts';
export { setJobSaved, useSavedJobs, useSetJobSaved } from './api/saved-jobs.ts';
export type { SavedJob } from './model/saved-job.ts';
