import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { PlanPageQuery } from '../../bookings/index.ts';

/** What the signed link carries: the owner's user, the campaign and the token. */
export interface ApprovalLink {
  userId: string;
  campId: string;
  token: string;
}

export const approvalKey = (link: ApprovalLink) => ['approval-inventory', link.campId, link.userId] as const;

/**
 * One page of the owner's sites of the campaign (what was sent to it), its count and the campaign's
 * summary, by the link alone (decision 0044). The page on screen stays while the next one loads.
 */
export function useApprovalPage(link: ApprovalLink, page: PlanPageQuery) {
  return useQuery({
    queryKey: [...approvalKey(link), 'page', page],
    queryFn: ({ signal }) =>
      callApi('/fetch_approval_page', { ...link, ...page }, signal, { anonymous: true }),
    placeholderData: keepPreviousData,
  });
}

/** The ids of the owner's sites awaiting its answer: "select all" across the pages. */
export const fetchPendingIds = (link: ApprovalLink) =>
  callApi('/fetch_approval_pending_ids', link, undefined, { anonymous: true }).then((r) => r.ids);

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
