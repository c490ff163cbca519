/**
 * Jobs of the last search the query cache holds, shown because the network is away, carry when they were fetched: the list then says
 * 'Offline — jobs as of {time}'. A search just answered carries nothing, so the line goes with the jobs it was about.
 */
export const CACHED_AT = 'cachedAt';
/**
 * The line's text ('Offline — jobs as of {{time}}'): a namespace of its own, web/src/locales/<language>/cachedJobs.json,
 * whose English arrives with the last search (../api/last-search.ts), not in the home screen's first load.
 */
export const CACHED_JOBS_NS = 'cachedJobs';

export const markCached = <T extends object>(jobs: T[], at: number): T[] =>
  jobs.map((job) => ({ ...job, [CACHED_AT]: at }));
