import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { type ApprovalLink, approvalKey } from './fetch-approval-inventory.ts';

export type OwnerDecision = 'approve' | 'disapprove';

/** The owner approves or refuses the selected sites; then its pages are asked for again. */
export function useApproveInventory(link: ApprovalLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, invIds }: { approval: OwnerDecision; invIds: number[] }) =>
      callApi('/approve_inventory', { ...link, approval, invIds }, undefined, {
        anonymous: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: approvalKey(link) }),
  });
}
