import { type ApproveInventoryBody, BAD_APPROVAL_LINK } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/http/errors.ts';
import type { TokenService } from '../auth/index.ts';
import {
  codes,
  lockPlanRows,
  recordHistory,
  refreshCampaignStatus,
  requireStatus,
} from '../bookings/index.ts';
import { type LinkCampaign, linkCampaign, ownerOfUser, recordOwnerDecision } from './queries.ts';

export interface OwnerLink {
  userId: string;
  vendorId: string;
  ownerName: string;
  camp: LinkCampaign;
}

/**
 * The media owner behind an approval link: the token must be valid, unexpired, and bound to this
 * very owner and campaign. No session is involved; the link is the only credential. A missing or
 * malformed token arrives here empty (core's approvalLinkToken) and is refused like a forged one.
 */
export async function verifyOwnerLink(
  database: Database,
  tokens: TokenService,
  body: { token: string; userId: string; campId: string },
): Promise<OwnerLink> {
  const link = await tokens.verifyApproval(body.token);
  if (!link) throw unauthorized(BAD_APPROVAL_LINK);
  if (link.userId !== body.userId || link.campaignId !== body.campId) {
    throw forbidden('This approval link is for another media owner or campaign');
  }
  const [owner] = await database.query(ownerOfUser(link.userId));
  if (!owner?.vendor_id) throw forbidden('This approval link is not a media owner’s');
  const [camp] = await database.query(linkCampaign(link.campaignId));
  if (!camp) throw notFound('Campaign');
  return { userId: link.userId, vendorId: owner.vendor_id, ownerName: owner.name, camp };
}

/**
 * The owner approves or refuses pending sites of its own. Another owner's site, or one not in the
 * plan or never sent to it (planned after the mail), answers 403/400 and changes nothing; one it
 * already decided answers 409 in the screen's words. Who decided and when is kept on the row and in
 * history.
 */
export async function decideAsOwner(
  database: Database,
  owner: OwnerLink,
  body: ApproveInventoryBody,
): Promise<void> {
  const to = body.approval === 'approve' ? 'approved' : 'rejected';
  await database.transaction(async (query) => {
    const rows = await lockPlanRows(query, owner.camp._id, body.invIds);
    const foreign = rows.filter((r) => r.vendor_id !== owner.vendorId);
    if (foreign.length > 0) throw forbidden(`These sites are not yours to approve: ${codes(foreign)}`);
    const unsent = rows.filter((r) => r.status === 'planned');
    if (unsent.length > 0) {
      throw badRequest(`These sites were not sent to you for approval: ${codes(unsent)}`);
    }
    requireStatus(rows, ['pending'], body.approval === 'approve' ? 'approve' : 'refuse');
    await query(
      recordOwnerDecision(
        owner.camp._id,
        rows.map((r) => r.site_id),
        to,
        owner.userId,
      ),
    );
    await recordHistory(query, owner.camp._id, rows, to, {
      id: owner.userId,
      name: `${owner.ownerName} (media owner)`,
    });
    await refreshCampaignStatus(query, owner.camp._id);
  });
}
