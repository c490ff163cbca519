// Apart from link-job-details.ts, which the first load carries: the job details dialog and the link helper bring this.
import { jobDetailsFromLink } from './link-job-details.ts';

/** What a job's own link carries: its id and what the details show before getJobById completes them. */
export interface JobLinkFields {
  id: string | null;
  budgetId?: number | null;
  title: string;
  cityName: string;
  pincode: string;
  maxSalaryLimit: number | null;
  recruiterId: string | null;
}

/** The path of the page that opens a job's details for anyone: the /ApplyForJob link a short link stands for. */
export const JOB_LINK_PATH = '/ApplyForJob';

/**
 * A job's own link (path and query), the form a shared short link resolves to, read back by `jobDetailsFromLink`;
 * null for a job without an id. Spaces are written %20, as the upstream's links write them.
 */
export function jobLinkPath(job: JobLinkFields): string | null {
  if (job.id === null || job.id === '') return null;
  const params = new URLSearchParams({ jobId: job.id });
  if (job.budgetId !== null && job.budgetId !== undefined) params.set('budgetId', String(job.budgetId));
  if (job.title) params.set('title', job.title);
  if (job.cityName) params.set('cityName', job.cityName);
  if (job.pincode) params.set('pincode', job.pincode);
  if (job.maxSalaryLimit !== null) params.set('salary', String(job.maxSalaryLimit));
  if (job.recruiterId) params.set('recruiterId', job.recruiterId);
  return `${JOB_LINK_PATH}?${params.toString().replace(/\+/g, '%20')}`;
}

/** Whether the page's own address is a job's link (opened without asking the upstream). */
export function isJobLink(pathname: string, search: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === JOB_LINK_PATH && jobDetailsFromLink(new URLSearchParams(search)).id !== '';
}
