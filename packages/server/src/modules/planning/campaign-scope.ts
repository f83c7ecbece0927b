import type { CampaignDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { campaignScopeQuery } from './queries/campaign.ts';

/** What of a campaign decides which sites it may plan. */
export type CampaignScope = Pick<
  CampaignDto,
  '_id' | 'states' | 'cities' | 'media_type' | 'start_date' | 'end_date'
>;

/**
 * A campaign the caller sees (404 otherwise, like every campaign call), read for planning only:
 * one row by key, without the plan totals the full campaign adds, since the map asks on every pan.
 */
export async function campaignScope(
  database: Database,
  actor: Actor,
  campaignId: string,
): Promise<CampaignScope> {
  const [row] = await database.query(campaignScopeQuery(actor, campaignId));
  if (!row) throw notFound('Campaign');
  return row;
}
