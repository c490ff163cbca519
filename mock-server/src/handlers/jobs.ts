import type { HandlerTable } from '../pipeline/handler.ts';
import { fetchBudgetDetailsList, getBudgetDetails } from './jobs/budgets.ts';
import { fetchJobFilterOptions } from './jobs/filter-options.ts';
import { getJobById } from './jobs/job-by-id.ts';
import {
  fetchJobsByCoordinatesWithPagination,
  fetchJobsWithFilters,
  getJobsFilter,
  searchJobs,
} from './jobs/search.ts';

export const jobsHandlers = {
  searchJobs,
  getJobById,
  fetchJobsByCoordinatesWithPagination,
  fetchJobsWithFilters,
  getJobsFilter,
  fetchJobFilterOptions,
  getBudgetDetails,
  fetchBudgetDetailsList,
} satisfies Partial<HandlerTable>;
