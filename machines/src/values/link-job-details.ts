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
