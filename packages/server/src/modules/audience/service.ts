import {
  ALL_CITIES,
  type CampaignDto,
  DEFAULT_TARGET_AUDIENCE,
  type PlanAudienceDto,
  type SiteAudienceDto,
  type TargetAudience,
  targetAudience,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import { type AudienceGrid, audienceGrid, spreadSite, spreadSites } from './model.ts';
import { addedReach, planFigures } from './monte-carlo.ts';
import { countedPlanSiteIds } from './queries.ts';
import { sitesByIds } from './site-inputs.ts';
import { nationalTargetShare } from './target-share.ts';
import { censusZones } from './zones.ts';

const DAY_MS = 86_400_000;
/** What every audience call starts from: the campaign (tenancy), its audience, area and length. */
export interface AudienceContext {
  camp: CampaignDto;
  audience: TargetAudience;
  grid: AudienceGrid;
  weeks: number;
  fallbackShare: number;
}

async function audienceContext(
  database: Database,
  geodataDir: string,
  actor: Actor,
  campaignId: string,
): Promise<AudienceContext> {
  return contextOfCampaign(geodataDir, await getCampaign(database, actor, campaignId));
}

/** The context of a campaign whose access was already checked (the exports). */
export function contextOfCampaign(geodataDir: string, camp: CampaignDto): AudienceContext {
  // Stored through core's schema; an older or hand-edited value falls back to the default audience.
  const parsed = targetAudience.safeParse(camp.target_audience ?? {});
  const audience = parsed.success ? parsed.data : DEFAULT_TARGET_AUDIENCE;
  const zones = censusZones(geodataDir);
  const grid = audienceGrid(zones, audience, {
    regions: camp.states,
    communes: camp.cities.includes(ALL_CITIES) ? null : camp.cities,
  });
  // Both ends of the plan period count (decision 0003).
  const days = (Date.parse(camp.end_date) - Date.parse(camp.start_date)) / DAY_MS + 1;
  return {
    camp,
    audience,
    grid,
    weeks: Math.max(1, days) / 7,
    fallbackShare: nationalTargetShare(zones, audience),
  };
}

export async function planAudience(
  database: Database,
  geodataDir: string,
  actor: Actor,
  body: { campId: string; inv_ids: number[] },
): Promise<PlanAudienceDto> {
  const context = await audienceContext(database, geodataDir, actor, body.campId);
  const sites = await sitesByIds(database.query, context.audience, body.inv_ids, context.fallbackShare);
  return planFigures(context.grid, await spreadSites(context.grid, sites), context.weeks);
}

export async function siteAudience(
  database: Database,
  geodataDir: string,
  actor: Actor,
  body: { campId: string; siteId: number; inv_ids: number[] },
): Promise<SiteAudienceDto> {
  const context = await audienceContext(database, geodataDir, actor, body.campId);
  const [[site], plan] = await Promise.all([
    sitesByIds(database.query, context.audience, [body.siteId], context.fallbackShare),
    sitesByIds(database.query, context.audience, body.inv_ids, context.fallbackShare),
  ]);
  if (!site) throw notFound('Site');
  const campaignImpressions = site.weeklyTarget * context.weeks;
  return {
    weekly_target_impressions: Math.round(site.weeklyTarget),
    cost_per_thousand:
      campaignImpressions > 0 ? Math.round((site.price / campaignImpressions) * 1000 * 100) / 100 : null,
    added_reach: await addedReach(
      context.grid,
      await spreadSites(context.grid, plan),
      spreadSite(context.grid, site),
      context.weeks,
    ),
  };
}

/**
 * What the exports write (issue 25): the figures of the plan as Book Inventory counts it (refused
 * sites aside) and each planned site's target impressions a week. The campaign was checked by the
 * export's route.
 */
export async function campaignPlanAudience(
  database: Database,
  geodataDir: string,
  camp: CampaignDto,
): Promise<{ figures: PlanAudienceDto; weekly: Map<number, number> }> {
  const context = contextOfCampaign(geodataDir, camp);
  const rows = await database.query(countedPlanSiteIds(camp._id));
  const sites = await sitesByIds(
    database.query,
    context.audience,
    rows.map((r) => r.id),
    context.fallbackShare,
  );
  return {
    figures: await planFigures(context.grid, await spreadSites(context.grid, sites), context.weeks),
    weekly: new Map(sites.map((s) => [s.id, Math.round(s.weeklyTarget)])),
  };
}
