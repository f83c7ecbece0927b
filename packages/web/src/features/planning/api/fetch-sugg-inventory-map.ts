import type { Bounds, PlanningFiltersInput } from '@plano/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface SuggInventoryMapRequest {
  campId: string;
  filters: PlanningFiltersInput;
  networks: string[];
  /** The visible map area; left out, every site of the campaign. */
  bounds?: Bounds;
  /** The map's zoom: past MAX_MAP_MARKERS sites in view the answer is clusters on its grid. */
  zoom?: number;
  /**
   * false leaves the places out: the page has them once per campaign from /fetch_nearby_places
   * (issue 22), not again with every pan.
   */
  include_nearby?: boolean;
}

export const fetchSuggInventoryMap = (request: SuggInventoryMapRequest, signal?: AbortSignal) =>
  callApi('/v2/fetch_sugg_inventory_map', request, signal);

export const suggInventoryMapQuery = (request: SuggInventoryMapRequest) =>
  queryOptions({
    // The networks ride along as SPEC's call has them, but they are not a filter and never change
    // the answer: kept out of the key, their arrival after the first call is no second call.
    queryKey: ['sugg-inventory-map', request.campId, { ...request, networks: undefined }],
    // TanStack aborts the signal when the key changes, so a stale viewport's request is cancelled.
    queryFn: ({ signal }) => fetchSuggInventoryMap(request, signal),
    // The markers in view stay while the next viewport loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The sites the planning map draws for a viewport; nothing is asked before the viewport is known. */
export function useSuggInventoryMap(request: SuggInventoryMapRequest) {
  return useQuery({ ...suggInventoryMapQuery(request), enabled: request.bounds !== undefined });
}
