import type { CampaignDto, PlanRowDto, PlanSiteIssueDto } from '@plano/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The three actions of Book Inventory, each on the selected sites of one campaign's plan. */
export type PlanAction = 'send' | 'book' | 'remove';

const PATHS: Record<PlanAction, string> = {
  send: '/send_inv_approval',
  book: '/internal_approval',
  remove: '/remove_booked_sites',
};

export const runPlanAction = (action: PlanAction, campId: string, invIds: number[]) =>
  apiPost<{ booked_inventory?: PlanRowDto[]; camp?: CampaignDto; not_booked?: PlanSiteIssueDto[] }>(
    PATHS[action],
    { campId, invIds },
  );

/** Runs an action, then refreshes what it changed: the plan, the campaign, its history and lists. */
export function usePlanAction(campId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, invIds }: { action: PlanAction; invIds: number[] }) =>
      runPlanAction(action, campId, invIds),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['booked-inventory', campId] }),
        client.invalidateQueries({ queryKey: ['plan-history', campId] }),
        client.invalidateQueries({ queryKey: ['campaigns'] }),
      ]),
  });
}
