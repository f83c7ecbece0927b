import type { BudgetDto, CampaignDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { type SitesChoice, selectionWhere } from './selection.ts';
import { SqlParams } from './sql-params.ts';

/** What the plan holds plus the chosen sites not yet in it, against the campaign's budget. */
export async function budgetFor(
  database: Database,
  camp: CampaignDto,
  sites: SitesChoice,
): Promise<BudgetDto> {
  const p = new SqlParams();
  // Listed ids go in as one array parameter behind a sub-select: the planner then does not estimate
  // 100,000 constants one by one (tens of ms), and the sum is an index-only scan (migration 0005).
  // Duplicates in the list count once: it is a filter on sites, not a join. A selection is summed
  // where it lies, over the map's own scope (which already leaves planned sites out).
  const where =
    'ids' in sites
      ? `s.id = any((select ${p.add(sites.ids, '::bigint[]')})::bigint[]) and s.planning_enabled
        and not exists (select 1 from plan_rows pr where pr.campaign_id = ${p.add(camp._id, '::uuid')} and pr.site_id = s.id)`
      : selectionWhere(p, camp, sites);
  const [row] = await database.query<{ added: number }>(
    `select coalesce(sum(s.price), 0)::float8 as added from sites s where ${where}`,
    p.values,
  );
  return budgetResult(camp.budget, camp.budget_used + (row?.added ?? 0));
}

export function budgetResult(budget: number, used: number): BudgetDto {
  const progress = budget > 0 ? Math.round((used / budget) * 1000) / 10 : 0;
  return { budget_used: used, budget_progress: progress, remainingBudget: budget - used };
}
