import type { CampaignDto, OptimizePlanDto, OptimizePlanProgress, PlanningFilters } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { siteScope } from '../planning/index.ts';
import { spreadSites } from './model.ts';
import { planFigures } from './monte-carlo.ts';
import { optimizePlan } from './optimizer.ts';
import { proposedSitesQuery, scopedSitesCount } from './queries.ts';
import { contextOfCampaign } from './service.ts';
import { plannedSites, sitesInScope } from './site-inputs.ts';

/** The most candidates one search reads: a country's inventory. Beyond, the planner narrows the filters. */
export const MAX_CANDIDATES = 1_000_000;

/** What a best-plan search is asked, beside its campaign. */
export interface BestPlanRequest {
  budget?: number;
  caps?: { max_sites?: number; max_owner_share?: number };
  filters?: PlanningFilters;
}

export type ReportProgress = (progress: OptimizePlanProgress) => void | Promise<void>;

/** The money a search may spend: the request's, else what the campaign has left. */
export const budgetOf = (camp: CampaignDto, request: BestPlanRequest) =>
  request.budget ?? Math.max(0, camp.budget - camp.budget_used);

/** How many sites a search would choose from (counted up to MAX_CANDIDATES + 1; past it a 400). */
export async function countCandidates(
  database: Database,
  camp: CampaignDto,
  request: BestPlanRequest,
): Promise<number> {
  const scope = siteScope(camp, request.filters ?? {});
  const [{ n }] = await database.query(scopedSitesCount(scope, budgetOf(camp, request), MAX_CANDIDATES + 1));
  if (n > MAX_CANDIDATES) {
    throw badRequest('Too many sites to choose from: narrow the filters to at most 1,000,000 sites');
  }
  return n;
}

/**
 * The best plan for the budget (docs/audience-model.md §7): the candidates read in chunks, the
 * search, then the proposal's figures; each step told to `report` (a job's progress).
 */
export async function computeBestPlan(
  database: Database,
  geodataDir: string,
  camp: CampaignDto,
  request: BestPlanRequest,
  total: number,
  report: ReportProgress = () => {},
): Promise<OptimizePlanDto> {
  const { audience, grid, weeks, fallbackShare } = contextOfCampaign(geodataDir, camp);
  const budget = budgetOf(camp, request);
  await report({ phase: 'reading', done: 0, total });
  const kept = await plannedSites(database.query, audience, camp._id, fallbackShare);
  const scope = siteScope(camp, request.filters ?? {});
  const candidates = await sitesInScope(database.query, audience, scope, budget, fallbackShare);
  await report({ phase: 'reading', done: candidates.length, total });
  const result = await optimizePlan({ grid, kept, candidates, budget, weeks, caps: request.caps }, (spent) =>
    report({ phase: 'choosing', done: Math.round(spent), total: Math.round(budget) }),
  );
  await report({ phase: 'figures', done: 0, total: 1 });
  const chosen = result.chosen.map((i) => candidates[i]);
  const keptCost = kept.reduce((sum, s) => sum + s.price, 0);
  const plan = [...kept, ...chosen];
  const ids = plan.map((s) => s.id);
  return {
    inv_ids: ids,
    sites: await proposedSites(database, ids),
    cost: keptCost + result.cost,
    figures: await planFigures(grid, await spreadSites(grid, plan), weeks),
    curve: result.curve.map((point) => ({ cost: keptCost + point.cost, reach: Math.round(point.reach) })),
  };
}

/** The proposed sites as the dialog draws and lists them, in the proposal's order: one query. */
async function proposedSites(database: Database, ids: number[]): Promise<OptimizePlanDto['sites']> {
  if (ids.length === 0) return [];
  return database.query(proposedSitesQuery(ids));
}
