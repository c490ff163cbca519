/**
 * The saved jobs' query key and what the query client applies to them (no query code: the query client imports
 * this as the page starts, and the hooks stay with the screens that use them).
 */
export const savedJobsKeys = {
  all: ['savedJobs'] as const,
  of: (mobileNumber: string) => ['savedJobs', mobileNumber] as const,
};

/**
 * Also when they are restored from the persisted copy with no screen reading them: never stale (there is nothing
 * to fetch) and never collected (they would then not be persisted again).
 */
export const SAVED_JOBS_DEFAULTS = { gcTime: Infinity, staleTime: Infinity } as const;
