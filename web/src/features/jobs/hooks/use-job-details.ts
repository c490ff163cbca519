import { useEffect, useState } from 'react';
import { connectionProblem } from '#web/shared/connection-problem.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { useBudgetDetails } from '../api/get-budget-details.ts';
import { useLinkedJob } from '../api/get-job-by-id.ts';
import { normalizeJob, type JobView } from '../model/normalize-job.ts';

/** The details modal waits this long before asking for the budget's texts. */
const BUDGET_FETCH_DELAY_MS = 100;

const isBlank = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The link's view with getJobById's facts over it; the link's value stays where the answer has none. */
function completeFromUpstream(job: JobView, upstream: Record<string, unknown>): JobView {
  const fetched = normalizeJob(upstream);
  const merged: Record<string, unknown> = { ...job };
  for (const [key, value] of Object.entries(fetched)) if (!isBlank(value) && key !== 'fromLink') merged[key] = value;
  return merged as JobView;
}

/** A positive whole job id, as getJobById takes it. */
function numericId(id: string | null): number | null {
  const value = Number(id);
  return id !== null && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * A job opened from a shared link is completed with getJobById, so its details show the same facts as its
 * card. A job opened without a description (from a notification or a link) then gets its texts from the
 * budget details; the job's own values win where both exist.
 */
export function useJobDetails(opened: JobView | null, mobileNumber = '') {
  const linked = useLinkedJob(opened?.fromLink ? numericId(opened.id) : null, mobileNumber);
  const job = opened && linked.data ? completeFromUpstream(opened, linked.data) : opened;
  const budgetId = job !== null && job.description === '' ? job.budgetId : null;
  const needsBudget = budgetId !== null;
  // The budget whose wait is over; another job's budget waits its own 100 ms.
  const [dueFor, setDueFor] = useState<number | null>(null);
  const due = needsBudget && dueFor === budgetId;

  useEffect(() => {
    if (budgetId === null) return;
    const timer = setTimeout(() => setDueFor(budgetId), BUDGET_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [budgetId]);

  const budget = useBudgetDetails(budgetId, due);
  const online = useOnline();
  const stalled = [linked, budget].find((query) => !query.data && connectionProblem(query, online));
  const text = (key: string) => {
    const value = budget.data?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const details: JobView | null = job && {
    ...job,
    title: job.title || text('budgetName'),
    description: job.description || text('jobDescription'),
    requirements: job.requirements || text('requirements'),
    responsibilities: job.responsibilities || text('responsibilities'),
    companyName: job.companyName || text('companyName'),
  };
  return {
    details,
    loading: linked.isFetching || (needsBudget && (!due || budget.isFetching)),
    failed: budget.isError,
    /** Offline, or no answer: the details say so, with Retry (and ask again once back online). */
    problem: stalled ? connectionProblem(stalled, online) : null,
    retry: () => void stalled?.refetch(),
    retrying: Boolean(stalled?.isFetching),
  };
}
