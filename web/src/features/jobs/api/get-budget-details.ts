import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { recordOfAnswer } from '../model/search-answer.ts';

/** GET getBudgetDetails: budgetName, jobDescription, requirements, responsibilities (null when unknown). */
export async function getBudgetDetails(
  budgetId: number,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/getBudgetDetails` as const, {
        params: { query: { budgetId } },
        ...init,
      }),
    { signal },
  );
  // The API layer has already renewed the token and retried once after a 401.
  if (!result.ok) throw new CallError(result.message);
  return recordOfAnswer(result.data);
}

export const budgetDetailsQueryOptions = (budgetId: number) =>
  queryOptions({
    queryKey: ['jobs', 'budget', budgetId] as const,
    queryFn: ({ signal }) => getBudgetDetails(budgetId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useBudgetDetails(budgetId: number | null, enabled: boolean) {
  return useQuery({ ...budgetDetailsQueryOptions(budgetId ?? 0), enabled: enabled && budgetId !== null });
}
