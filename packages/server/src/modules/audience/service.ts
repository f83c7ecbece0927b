import {
  ALL_CITIES,
  type CampaignDto,
  DEFAULT_TARGET_AUDIENCE,
  type OptimizePlanDto,
  type PlanAudienceDto,
  type PlanningFilters,
  type SiteAudienceDto,
  type TargetAudience,
  targetAudience,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { getCampaign } from '../campaigns/service.ts';
import { siteScope } from '../planning/site-scope.ts';
import { SqlParams } from '../planning/sql-params.ts';
import { type AudienceGrid, audienceGrid, spreadSite } from './model.ts';
import { addedReach, planFigures } from './monte-carlo.ts';
import { optimizePlan } from './optimizer.ts';
import { plannedSites, sitesByIds, sitesInScope } from './site-inputs.ts';
import { nationalTargetShare } from './target-share.ts';
import { censusZones } from './zones.ts';

const DAY_MS = 86_400_000;
/**
 * The most candidates /optimize_plan reads in one request (~450 MB at 100,000 on the bench):
 * beyond, the planner narrows the filters. The 1,000,000-candidate job is not built (decision 0028).
 */
export const MAX_CANDIDATES = 200_000;

/** What every audience call starts from: the campaign (tenancy), its audience, area and length. */
interface AudienceContext {
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
function contextOfCampaign(geodataDir: string, camp: CampaignDto): AudienceContext {
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
  return planFigures(
    context.grid,
    sites.map((s) => spreadSite(context.grid, s)),
    context.weeks,
  );
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
    added_reach: addedReach(
      context.grid,
      plan.map((s) => spreadSite(context.grid, s)),
      spreadSite(context.grid, site),
      context.weeks,
    ),
  };
}

export async function bestPlan(
  database: Database,
  geodataDir: string,
  actor: Actor,
  body: {
    campId: string;
    budget?: number;
    caps?: { max_sites?: number; max_owner_share?: number };
    filters?: PlanningFilters;
  },
): Promise<OptimizePlanDto> {
  const context = await audienceContext(database, geodataDir, actor, body.campId);
  const { camp, audience, grid, weeks, fallbackShare } = context;
  const budget = body.budget ?? Math.max(0, camp.budget - camp.budget_used);
  const p = new SqlParams();
  const where = siteScope(p, camp, body.filters ?? {});
  const counted = new SqlParams();
  const [{ n }] = await database.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from sites s where ${siteScope(counted, camp, body.filters ?? {})}
        and s.price <= ${counted.add(Math.floor(budget))} limit ${MAX_CANDIDATES + 1}) candidates`,
    counted.values,
  );
  if (n > MAX_CANDIDATES) {
    throw badRequest('Too many sites to choose from: narrow the filters to at most 200,000 sites');
  }
  const [kept, candidates] = await Promise.all([
    plannedSites(database.query, audience, camp._id, fallbackShare),
    sitesInScope(database, audience, p, where, budget, fallbackShare),
  ]);
  const result = optimizePlan({ grid, kept, candidates, budget, weeks, caps: body.caps });
  const chosen = result.chosen.map((i) => candidates[i]);
  const keptCost = kept.reduce((sum, s) => sum + s.price, 0);
  const plan = [...kept, ...chosen];
  const ids = plan.map((s) => s.id);
  return {
    inv_ids: ids,
    sites: await proposedSites(database, ids),
    cost: keptCost + result.cost,
    figures: planFigures(
      grid,
      plan.map((s) => spreadSite(grid, s)),
      weeks,
    ),
    curve: result.curve.map((point) => ({ cost: keptCost + point.cost, reach: Math.round(point.reach) })),
  };
}

/** The proposed sites as the dialog draws and lists them, in the proposal's order: one query. */
async function proposedSites(database: Database, ids: number[]): Promise<OptimizePlanDto['sites']> {
  if (ids.length === 0) return [];
  return database.query<OptimizePlanDto['sites'][number]>(
    `select s.id::float8 as "_id", s.site_code, s.lat, s.lng, s.price::float8 as price, s.type, s.media_type
       from unnest($1::bigint[]) with ordinality as wanted(id, n)
       join sites s on s.id = wanted.id
      order by wanted.n`,
    [ids],
  );
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
  const rows = await database.query<{ id: number }>(
    `select site_id::float8 as id from plan_rows where campaign_id = $1 and status is distinct from 'rejected'`,
    [camp._id],
  );
  const sites = await sitesByIds(
    database.query,
    context.audience,
    rows.map((r) => r.id),
    context.fallbackShare,
  );
  return {
    figures: planFigures(
      context.grid,
      sites.map((s) => spreadSite(context.grid, s)),
      context.weeks,
    ),
    weekly: new Map(sites.map((s) => [s.id, Math.round(s.weeklyTarget)])),
  };
}
