import type { BudgetDto, CampaignDto } from '@plano/core';
import type { Database } from '../../db/client.ts';

/** What the plan holds plus the selected sites not yet in it, against the campaign's budget. */
export async function budgetFor(
  database: Database,
  camp: CampaignDto,
  siteIds: number[],
): Promise<BudgetDto> {
  const [row] = await database.query<{ added: number }>(
    `select coalesce(sum(s.price), 0)::float8 as added from sites s
      where s.id = any($1::bigint[]) and s.planning_enabled
        and not exists (select 1 from plan_rows pr where pr.campaign_id = $2::uuid and pr.site_id = s.id)`,
    [siteIds, camp._id],
  );
  return budgetResult(camp.budget, camp.budget_used + (row?.added ?? 0));
}

export function budgetResult(budget: number, used: number): BudgetDto {
  const progress = budget > 0 ? Math.round((used / budget) * 1000) / 10 : 0;
  return { budget_used: used, budget_progress: progress, remainingBudget: budget - used };
}
