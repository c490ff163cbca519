/**
 * Jobs of a kept search, shown because the network is away, carry when they were fetched: the list then says
 * 'Offline — jobs as of {time}'. A search just answered carries nothing, so the line goes with the jobs it was about.
 */
export const KEPT_AT = 'keptAt';
/**
 * The line's text ('Offline — jobs as of {{time}}'): a namespace of its own, web/src/locales/<language>/keptJobs.json,
 * whose English arrives with the kept search (../api/kept-search.ts), not in the home screen's first load.
 */
export const KEPT_JOBS_NS = 'keptJobs';

export const markKept = <T extends object>(jobs: T[], at: number): T[] =>
  jobs.map((job) => ({ ...job, [KEPT_AT]: at }));
