import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchPlanningArea = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_planning_area', { campId }, signal);

export const planningAreaQuery = (campId: string) =>
  queryOptions({
    queryKey: ['planning-area', campId],
    queryFn: ({ signal }) => fetchPlanningArea(campId, signal),
    staleTime: 5 * 60_000,
  });

/**
 * Where the map opens and the filters' option lists: known before the map's one call on opening,
 * which then asks for the viewport the map shows (issue 22).
 */
export function usePlanningArea(campId: string) {
  return useQuery(planningAreaQuery(campId));
}
