import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { type ApprovalLink, approvalKey } from './fetch-approval-inventory.ts';

export type OwnerDecision = 'approve' | 'disapprove';

/** The owner approves or refuses the selected sites; the answer is the refreshed list. */
export function useApproveInventory(link: ApprovalLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, invIds }: { approval: OwnerDecision; invIds: number[] }) =>
      callApi('/approve_inventory', { ...link, approval, invIds }, undefined, {
        anonymous: true,
      }),
    onSuccess: (data) => client.setQueryData(approvalKey(link), data),
  });
}
