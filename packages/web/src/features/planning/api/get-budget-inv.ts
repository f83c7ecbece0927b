import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { SitesChoiceBody } from '../components/selection/matching-selection.ts';

export const getBudgetInv = (campId: string, sites: SitesChoiceBody, signal?: AbortSignal) =>
  callApi('/get_budget_inv', { campId, ...sites }, signal);

export const budgetQuery = (campId: string, sites: SitesChoiceBody) =>
  queryOptions({
    // Ids (and unticked ids) come sorted, so the same selection made in another order is the same question.
    queryKey: ['planning-budget', campId, sites],
    // The signal cancels a stale request when the selection changes before it answers.
    queryFn: ({ signal }) => getBudgetInv(campId, sites, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * The budget the plan would use with these sites added, listed or a selection the server resolves
 * (Add All past the map's id limit); ask with a debounced selection.
 */
export function useBudget(campId: string, sites: SitesChoiceBody) {
  return useQuery(budgetQuery(campId, sites));
}
