import type { CampaignDto, PlanRowDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { planOf } from '../bookings/index.ts';
import { campaignRowById, presentCampaign } from '../campaigns/index.ts';
import { agencyViewer, type SiteImageStore } from '../inventory/index.ts';

/**
 * A campaign and its plan (refused sites aside) for a background job: the requester's access was
 * checked when the job was queued, so this reads by id alone, as the campaign's agency reads it:
 * a deck goes to the agency and its clients, so it never holds a media owner's costs (issue 23).
 */
export async function presentCampaignById(
  database: Database,
  images: SiteImageStore,
  campaignId: string,
): Promise<{ camp: CampaignDto; rows: PlanRowDto[] } | null> {
  const [row] = await database.query(campaignRowById(campaignId));
  if (!row) return null;
  const rows = await planOf(database, images, { _id: campaignId }, agencyViewer(row.agency_id));
  return { camp: presentCampaign(row), rows: rows.filter((r) => r.status !== 'rejected') };
}
