import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** What the signed link carries: the owner's user, the campaign and the token. */
export interface ApprovalLink {
  userId: string;
  campId: string;
  token: string;
}

export const approvalKey = (link: ApprovalLink) => ['approval-inventory', link.campId, link.userId] as const;

export const fetchApprovalInventory = (link: ApprovalLink, signal?: AbortSignal) =>
  callApi('/fetch_approval_inventory', link, signal, { anonymous: true });

/** The owner's sites of the campaign and the campaign's summary, by the link alone. */
export function useApprovalInventory(link: ApprovalLink) {
  return useQuery({
    queryKey: approvalKey(link),
    queryFn: ({ signal }) => fetchApprovalInventory(link, signal),
  });
}

/** The media owner the link was sent to (its company names the page). */
export function useOpenUser(link: ApprovalLink) {
  return useQuery({
    queryKey: ['open-user', link.userId],
    queryFn: ({ signal }) =>
      callApi('/fetch_open_user_details', { token: link.token, userId: link.userId }, signal, {
        anonymous: true,
      }).then((r) => r.user),
  });
}
