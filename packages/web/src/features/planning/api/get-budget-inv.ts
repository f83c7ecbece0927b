import type { BudgetDto } from '@plano/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const getBudgetInv = (campId: string, invIds: number[], signal?: AbortSignal) =>
  apiPost<BudgetDto>('/get_budget_inv', { campId, inv_ids: invIds }, signal);

export const budgetQuery = (campId: string, invIds: number[]) =>
  queryOptions({
    // Callers pass the ids sorted, so the same selection made in another order is the same question.
    queryKey: ['planning-budget', campId, invIds],
    // The signal cancels a stale request when the selection changes before it answers.
    queryFn: ({ signal }) => getBudgetInv(campId, invIds, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The budget the plan would use with these sites added; ask with a debounced, sorted selection. */
export function useBudget(campId: string, invIds: number[]) {
  return useQuery(budgetQuery(campId, invIds));
}
