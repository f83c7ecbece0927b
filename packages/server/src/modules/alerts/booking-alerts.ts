import type { Database } from '../../db/client.ts';
import { type AlertPush, sendAlert } from './alerts.ts';
import { campaignCreator, ownersOfSites } from './queries.ts';

const bookInventoryLink = (campaignId: string) => `/admin/booked_inventory/${campaignId}`;

/** A media owner approved or refused sites: the campaign's creator hears of it. */
export async function alertOwnerDecision(
  database: Database,
  push: AlertPush,
  decision: { campaignId: string; ownerName: string; decision: 'approve' | 'disapprove'; count: number },
): Promise<void> {
  const [camp] = await database.query(campaignCreator(decision.campaignId));
  if (!camp?.created_by) return;
  const verb = decision.decision === 'approve' ? 'approved' : 'refused';
  await sendAlert(database, push, [camp.created_by], {
    kind: 'owner_decision',
    message: `${decision.ownerName} ${verb} ${decision.count} site(s) of ${camp.name}`,
    params: {
      owner: decision.ownerName,
      campaign: camp.name,
      count: decision.count,
      decision: decision.decision,
    },
    link: bookInventoryLink(decision.campaignId),
  });
}

/**
 * Sites were booked: the campaign's creator (when someone else booked) and the users of each media
 * owner whose sites they are hear of it.
 */
export async function alertBooked(
  database: Database,
  push: AlertPush,
  booking: { campaignId: string; siteIds: number[]; actorId: string },
): Promise<void> {
  const [camp] = await database.query(campaignCreator(booking.campaignId));
  if (!camp) return;
  const link = bookInventoryLink(booking.campaignId);
  if (camp.created_by && camp.created_by !== booking.actorId) {
    await sendAlert(database, push, [camp.created_by], {
      kind: 'booking_completed',
      message: `${booking.siteIds.length} site(s) of ${camp.name} booked`,
      params: { campaign: camp.name, count: booking.siteIds.length },
      link,
    });
  }
  const owners = await database.query(ownersOfSites(booking.siteIds));
  for (const owner of owners) {
    await sendAlert(database, push, owner.user_ids, {
      kind: 'booking_completed',
      message: `${owner.n} of your site(s) booked for ${camp.name}`,
      params: { campaign: camp.name, count: owner.n, owner: 'yes' },
    });
  }
}
