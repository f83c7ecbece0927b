import type {
  CampaignDto,
  CampaignTab,
  CreateCampaignBody,
  TargetAudience,
  UpdateCampaignData,
} from '@plano/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { campaigns, planRows } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { planPeriod } from '../bookings/index.ts';
import { checkPlaces } from './places.ts';
import { presentCampaign } from './presenter.ts';
import {
  campaignRowById,
  campaignsOfTab,
  insertCampaign,
  visibleCampaign,
  visibleCampaignIds,
} from './queries.ts';

export async function listCampaigns(
  database: Database,
  actor: Actor,
  type: CampaignTab,
): Promise<CampaignDto[]> {
  const rows = await database.query(campaignsOfTab(actor, type));
  return rows.map(presentCampaign);
}

/** One campaign the caller may see; another agency's id answers 404 so ids never leak. */
export async function getCampaign(
  database: Database,
  actor: Actor,
  campaignId: string,
): Promise<CampaignDto> {
  const [row] = await database.query(visibleCampaign(actor, campaignId));
  if (!row) throw notFound('Campaign');
  return presentCampaign(row);
}

/**
 * A campaign by id for work whose caller's access was checked when it was asked (a queued job):
 * null once the campaign is deleted.
 */
export async function campaignById(database: Database, campaignId: string): Promise<CampaignDto | null> {
  const [row] = await database.query(campaignRowById(campaignId));
  return row ? presentCampaign(row) : null;
}

export async function createCampaign(
  database: Database,
  actor: Actor,
  body: CreateCampaignBody,
): Promise<CampaignDto> {
  const { agencyId } = actor;
  if (!agencyId) throw forbidden('Only members of an agency create campaigns');
  await checkPlaces(database, body);
  const [row] = await database.query(insertCampaign({ ...actor, agencyId }, body));
  return getCampaign(database, actor, row.id);
}

const EXCLUSION_VIOLATION = '23P01';

export async function updateCampaign(
  database: Database,
  actor: Actor,
  campaignId: string,
  data: UpdateCampaignData,
): Promise<CampaignDto> {
  await getCampaign(database, actor, campaignId);
  await checkPlaces(database, data, 'data.');
  try {
    await database.db.transaction(async (tx) => {
      await tx
        .update(campaigns)
        .set({
          brand: data.brand,
          name: data.name,
          startDate: data.start_date,
          endDate: data.end_date,
          budget: data.budget,
          mediaType: data.media_type,
          states: data.states,
          cities: data.cities,
          // Absent: the stored audience stays (decision 0029).
          ...(data.target_audience ? { targetAudience: data.target_audience } : {}),
          editedAt: new Date(),
        })
        .where(eq(campaigns.id, campaignId));
      // The plan follows the campaign's dates; a booked site must stay free for the new ones.
      await tx
        .update(planRows)
        .set({ period: planPeriod(data.start_date, data.end_date) })
        .where(eq(planRows.campaignId, campaignId));
    });
  } catch (error) {
    if (errorCode(error) === EXCLUSION_VIOLATION) {
      throw conflict('These dates overlap another campaign booking one of the sites of this plan');
    }
    throw error;
  }
  return getCampaign(database, actor, campaignId);
}

/** The planning filters change only the audience: one column, so a budget edited meanwhile is not undone. */
export async function setTargetAudience(
  database: Database,
  actor: Actor,
  campaignId: string,
  audience: TargetAudience,
): Promise<CampaignDto> {
  await getCampaign(database, actor, campaignId);
  await database.db
    .update(campaigns)
    .set({ targetAudience: audience, editedAt: new Date() })
    .where(eq(campaigns.id, campaignId));
  return getCampaign(database, actor, campaignId);
}

/** Deletes all the campaigns or none: one id the caller cannot see makes the whole call 404. */
export async function deleteCampaigns(
  database: Database,
  actor: Actor,
  campaignIds: string[],
): Promise<number> {
  const ids = [...new Set(campaignIds)];
  const found = await database.query(visibleCampaignIds(actor, ids));
  if (found.length !== ids.length) throw notFound('Campaign');
  // One statement, so atomic; plan rows go with their campaign (on delete cascade), releasing booked sites.
  const deleted = await database.db
    .delete(campaigns)
    .where(inArray(campaigns.id, ids))
    .returning({ id: campaigns.id });
  return deleted.length;
}
