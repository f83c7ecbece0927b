import type { PlanHistoryDto } from '@plano/core';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const fetchPlanHistory = (campId: string, signal?: AbortSignal) =>
  apiPost<{ history: PlanHistoryDto[] }>('/fetch_plan_history', { campId }, signal).then((r) => r.history);

/** Every change of the plan's rows, newest first; loaded when the drawer opens. */
export function usePlanHistory(campId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['plan-history', campId],
    queryFn: ({ signal }) => fetchPlanHistory(campId, signal),
    enabled,
  });
}
