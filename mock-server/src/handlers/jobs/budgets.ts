import { json, notFound } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { JobRecord } from '../../generator/index.ts';
import { pageOf } from './job-view.ts';

/** A budget (hiring requisition) as the upstream answers it; each generated job has its own. */
const budgetView = (job: JobRecord) => ({
  budgetId: job.budgetId,
  budgetName: job.budgetName,
  jobDescription: job.budgetDescription || job.jobDescription,
  requirements: job.requirements,
  responsibilities: job.responsibilities,
  companyName: job.companyName,
  recruiterId: job.recruiterId,
});

const jobOfBudget = (world: MockWorld, budgetId: number): JobRecord | undefined =>
  [...world.jobs.all()].find((job) => job.budgetId === budgetId);

export const getBudgetDetails: Handler<'getBudgetDetails'> = (request, world) => {
  const job = jobOfBudget(world, request.query.budgetId);
  return job ? json({ success: true, data: budgetView(job) }) : notFound('Budget not found');
};

export const fetchBudgetDetailsList: Handler<'fetchBudgetDetailsList'> = (request, world) => {
  const q = request.query;
  const recruiterId = q.recruiterId ?? 0;
  const budgets = [...world.jobs.all()]
    .filter((job) => recruiterId === 0 || job.recruiterId === recruiterId)
    .sort((a, b) => a.budgetId - b.budgetId);
  return json({ success: true, data: pageOf(budgets, q.page ?? 1, q.size ?? 10).map(budgetView) });
};
