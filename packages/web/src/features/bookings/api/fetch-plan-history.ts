import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fetchPlanHistory = (campId: string, signal?: AbortSignal) =>
  callApi('/fetch_plan_history', { campId }, signal).then((r) => r.history);

/** Every change of the plan's rows, newest first; loaded when the drawer opens. */
export function usePlanHistory(campId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['plan-history', campId],
    queryFn: ({ signal }) => fetchPlanHistory(campId, signal),
    enabled,
  });
}
