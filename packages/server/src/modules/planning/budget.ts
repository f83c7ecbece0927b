import type { BudgetDto, CampaignDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { addedPrice } from './queries/sites.ts';
import type { SitesChoice } from './selection.ts';

/** What the plan holds plus the chosen sites not yet in it, against the campaign's budget. */
export async function budgetFor(
  database: Database,
  camp: CampaignDto,
  sites: SitesChoice,
): Promise<BudgetDto> {
  const [row] = await database.query(addedPrice(camp, sites));
  return budgetResult(camp.budget, camp.budget_used + (row?.added ?? 0));
}

export function budgetResult(budget: number, used: number): BudgetDto {
  const progress = budget > 0 ? Math.round((used / budget) * 1000) / 10 : 0;
  return { budget_used: used, budget_progress: progress, remainingBudget: budget - used };
}
