import { useEffect, useState } from 'react';
import { useBudgetDetails } from '../api/get-budget-details.ts';
import type { JobView } from '../model/normalize-job.ts';

/** The details modal waits this long before asking for the budget's texts. */
const BUDGET_FETCH_DELAY_MS = 100;

/**
 * A job opened without a description (from a notification or a link) gets its texts from the
 * budget details; the job's own values win where both exist.
 */
export function useJobDetails(job: JobView | null) {
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
  return { details, loading: needsBudget && (!due || budget.isFetching), failed: budget.isError };
}
