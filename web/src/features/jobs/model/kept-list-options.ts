import { DEFAULT_LIST_OPTIONS, JOB_SORTS, type JobListOptions } from '#machines';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** How the list was sorted and narrowed earlier in this session (a reload, the sign-in's return home), if it was. */
export function keptListOptions(): JobListOptions | undefined {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.jobListOptions) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { sort, jobType, workMode, minSalary } = kept as Record<string, unknown>;
    return {
      sort: JOB_SORTS.find((known) => known === sort) ?? DEFAULT_LIST_OPTIONS.sort,
      jobType: textOrNull(jobType),
      workMode: textOrNull(workMode),
      minSalary: typeof minSalary === 'number' && minSalary > 0 ? minSalary : null,
    };
  } catch {
    return undefined;
  }
}

export function keepListOptions(options: JobListOptions): void {
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.jobListOptions, JSON.stringify(options));
}
