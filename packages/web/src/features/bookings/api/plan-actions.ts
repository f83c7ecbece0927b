import type { JsonPath, PlanSiteIssueDto } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The three actions of Book Inventory, each on the selected sites of one campaign's plan. */
export type PlanAction = 'send' | 'book' | 'remove';

const PATHS = {
  send: '/send_inv_approval',
  book: '/internal_approval',
  remove: '/remove_booked_sites',
} as const satisfies Record<PlanAction, JsonPath>;

/** Runs one action; only booking reports sites it could not take (booked meanwhile, say). */
export async function runPlanAction(
  action: PlanAction,
  campId: string,
  invIds: number[],
): Promise<{ notBooked: PlanSiteIssueDto[] }> {
  const body = { campId, invIds };
  if (action === 'book') return { notBooked: (await callApi(PATHS.book, body)).not_booked };
  await callApi(PATHS[action], body);
  return { notBooked: [] };
}

/** Runs an action, then refreshes what it changed: the plan, the campaign, its history and lists. */
export function usePlanAction(campId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, invIds }: { action: PlanAction; invIds: number[] }) =>
      runPlanAction(action, campId, invIds),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['booked-inventory', campId] }),
        client.invalidateQueries({ queryKey: ['plan-site-ids', campId] }),
        client.invalidateQueries({ queryKey: ['plan-history', campId] }),
        client.invalidateQueries({ queryKey: ['campaigns'] }),
      ]),
  });
}
