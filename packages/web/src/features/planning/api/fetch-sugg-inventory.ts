import type { PlanningFiltersInput, SiteDto } from '@plano/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface SuggInventoryRequest {
  campId: string;
  filters: PlanningFiltersInput;
  page: number;
  limit: number;
  search?: string;
}

export interface SuggInventoryPage {
  inventory: SiteDto[];
  total_count: number;
}

export const fetchSuggInventory = (request: SuggInventoryRequest, signal?: AbortSignal) =>
  apiPost<SuggInventoryPage>('/fetch_sugg_inventory', request, signal);

export const suggInventoryQuery = (request: SuggInventoryRequest) =>
  queryOptions({
    queryKey: ['sugg-inventory', request.campId, request],
    queryFn: ({ signal }) => fetchSuggInventory(request, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One server page of the planning grid. */
export function useSuggInventory(request: SuggInventoryRequest) {
  return useQuery(suggInventoryQuery(request));
}
