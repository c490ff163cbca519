import type { LinkJobDetails } from '../link-resolution/link-resolution-io.ts';

const LINK_PARAMS = [
  'jobId',
  'positionId',
  'id',
  'budgetId',
  'budgetCityId',
  'budgetName',
  'title',
  'cityName',
  'city',
  'pinCode',
  'pincode',
  'salary',
  'recruiterId',
] as const;

function first(params: Record<string, string>, ...names: string[]): string {
  for (const name of names) {
    const value = params[name];
    if (value !== undefined && value !== '') return value;
  }
  return '';
}

/** The job a shared /ApplyForJob link describes: the URL getActualUrl answers for a short link. */
export function jobDetailsFromLink(search: URLSearchParams): LinkJobDetails {
  const params: Record<string, string> = {};
  for (const name of LINK_PARAMS) {
    const value = search.get(name);
    if (value !== null) params[name] = value;
  }
  const id = first(params, 'jobId', 'positionId', 'id', 'budgetCityId', 'budgetId');
  const jobName = first(params, 'budgetName', 'title');
  const cityName = first(params, 'cityName', 'city');
  const pincode = first(params, 'pinCode', 'pincode');
  const salary = first(params, 'salary');
  const maxSalaryLimit = Number(salary);
  return {
    id,
    jobId: id,
    jobName,
    title: jobName,
    cityName,
    pincode,
    maxSalaryLimit: Number.isFinite(maxSalaryLimit) ? maxSalaryLimit : 0,
    recruiterId: first(params, 'recruiterId') || '0',
    positionId: first(params, 'positionId', 'budgetCityId', 'jobId', 'id'),
    location: [cityName, pincode].filter((part) => part !== '').join(' - '),
    salary,
    params,
    fromLink: true,
  };
}

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
