import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Where the map opens: the campaign's densest place, from the server's kept cells (issue 22). Its
 * own call, so the map's one call on opening never waits for the option lists of a large area.
 */
export const planningCentreQuery = (campId: string) =>
  queryOptions({
    queryKey: ['planning-centre', campId],
    queryFn: ({ signal }) => callApi('/fetch_planning_centre', { campId }, signal),
    staleTime: 5 * 60_000,
  });

export function usePlanningCentre(campId: string) {
  return useQuery(planningCentreQuery(campId));
}
