import type { GridPageSize, PlanningFiltersInput } from '@plano/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface SuggInventoryRequest {
  campId: string;
  filters: PlanningFiltersInput;
  page: number;
  limit: GridPageSize;
  search?: string;
}

export const fetchSuggInventory = (request: SuggInventoryRequest, signal?: AbortSignal) =>
  callApi('/fetch_sugg_inventory', request, signal);

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
