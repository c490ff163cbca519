import type { Job } from './job-list-io.ts';

/** How the loaded jobs are ordered: as the upstream answered (nearest first), or by distance, date or salary. */
export type JobSort = 'relevance' | 'nearest' | 'newest' | 'salary';

export const JOB_SORTS: readonly JobSort[] = ['relevance', 'nearest', 'newest', 'salary'];

/**
 * How the candidate sorts and narrows the jobs the list has loaded (never a new request: the upstream takes no such
 * filter), kept across Load More, a widened radius, a new search and sign-in.
 */
export interface JobListOptions {
  sort: JobSort;
  /** The job type ('Full time'), as the upstream writes it; null: any. */
  jobType: string | null;
  /** The work mode ('On-site', 'Remote', 'Hybrid'); null: any. */
  workMode: string | null;
  /** Monthly rupees the job's pay must reach (its ceiling, or its floor without one); null: any. */
  minSalary: number | null;
}

export const DEFAULT_LIST_OPTIONS: JobListOptions = {
  sort: 'relevance',
  jobType: null,
  workMode: null,
  minSalary: null,
};

const textOf = (job: Job, ...keys: string[]) => {
  for (const key of keys) {
    const value = job[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
};
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The most the job pays a month: its yearly ceiling (or floor) over 12, else its monthly ceiling; 0 when unknown. */
export function monthlyTop(job: Job): number {
  const yearly = numberOf(job.maximumCtc) || numberOf(job.minimumCtc);
  return yearly > 0 ? Math.round(yearly / 12) : Math.round(numberOf(job.maxSalaryLimit));
}

/** The job's type as the upstream wrote it ('Full time'), null without one. */
export const jobTypeOf = (job: Job): string | null => textOf(job, 'jobType', 'employmentType');
/** The job's work mode ('On-site'), null without one. */
export const workModeOf = (job: Job): string | null => textOf(job, 'workMode');

/** When the job was posted (ms), or null when its date is missing or unreadable. */
export function postedAt(job: Job): number | null {
  const text = textOf(job, 'postedDate');
  const at = text === null ? Number.NaN : Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

/** The job's distance from the searched point in km, or null when the upstream gave none. */
export function distanceOf(job: Job): number | null {
  return typeof job.distance === 'number' && Number.isFinite(job.distance) && job.distance >= 0 ? job.distance : null;
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** Whether the candidate narrowed the list at all. */
export const isNarrowed = (options: JobListOptions) =>
  options.jobType !== null || options.workMode !== null || options.minSalary !== null;

/** A job without the value sorts last, whichever way the list is sorted. */
const lastWhenMissing = (a: number | null, b: number | null, order: (x: number, y: number) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : order(a, b);

const ORDERS: Record<Exclude<JobSort, 'relevance'>, (a: Job, b: Job) => number> = {
  nearest: (a, b) => lastWhenMissing(distanceOf(a), distanceOf(b), (x, y) => x - y),
  newest: (a, b) => lastWhenMissing(postedAt(a), postedAt(b), (x, y) => y - x),
  salary: (a, b) => lastWhenMissing(monthlyTop(a) || null, monthlyTop(b) || null, (x, y) => y - x),
};

/** The loaded jobs the candidate's options keep, in their order (a stable sort: ties keep the upstream's order). */
export function arrangeJobs(jobs: readonly Job[], options: JobListOptions): Job[] {
  const kept = jobs.filter(
    (job) =>
      (options.jobType === null || same(jobTypeOf(job), options.jobType)) &&
      (options.workMode === null || same(workModeOf(job), options.workMode)) &&
      (options.minSalary === null || monthlyTop(job) >= options.minSalary),
  );
  return options.sort === 'relevance' ? kept : kept.sort(ORDERS[options.sort]);
}

/** The job types and work modes among the loaded jobs, for the narrowing choices (each once, as first written). */
export function narrowingChoices(jobs: readonly Job[]): { jobTypes: string[]; workModes: string[] } {
  const distinct = (read: (job: Job) => string | null) => {
    const seen = new Map<string, string>();
    for (const job of jobs) {
      const value = read(job);
      if (value !== null && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
    }
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  };
  return { jobTypes: distinct(jobTypeOf), workModes: distinct(workModeOf) };
}
