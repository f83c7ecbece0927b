import { type CampaignDto, compactBudget } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import type { SQL } from '../../db/sql.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { type SitesChoice, selectionWhere, siteScope } from '../planning/index.ts';
import { bookedElsewhere } from './booked-elsewhere.ts';
import { refusal } from './lifecycle.ts';
import {
  analysePlanRows,
  insertPlanned,
  listedCandidates,
  lockCampaignBudget,
  planBudgetUsed,
  siteCodesOf,
  siteIdsIn,
  sitesPrice,
  updateBudgetAfterAdding,
} from './queries.ts';

export interface AddToPlanResult {
  added: number;
  budget: number;
  budgetUsed: number;
}

export interface AddToPlanOptions {
  /** Over budget, raise the budget instead of refusing. */
  raiseBudget: boolean;
  /** The planner was told which sites another campaign has booked for these dates, and adds them. */
  addBookedElsewhere: boolean;
}

/**
 * Adds sites to a campaign's plan as `planned`, in one transaction with the campaign row locked, so
 * two planners adding at once cannot both slip under the budget. The sites are listed (`ids`) or a
 * selection the server resolves (Add All past MAX_MAP_IDS, issue 22): either way they end as one
 * WHERE clause on `s`, so the checks, the insert and its history are `… select` statements and a
 * selection of a million sites never crosses into Node. A site another campaign has booked for
 * these dates is named (409 booked_elsewhere) until the planner confirms adding it: it can be
 * planned, never booked (decision 0021). Over budget, nothing is stored and the caller gets 409
 * with {totalBudget, newBudgetUsed}, unless they chose to raise the budget.
 */
export async function addToPlan(
  database: Database,
  camp: CampaignDto,
  sites: SitesChoice,
  actor: Actor,
  { raiseBudget, addBookedElsewhere }: AddToPlanOptions,
): Promise<AddToPlanResult> {
  const result = await database.transaction(async (query) => {
    const [locked] = await query(lockCampaignBudget(camp._id));
    const [plan] = await query(planBudgetUsed(camp._id));
    // The sites to add, not yet in the plan, as a WHERE clause on `s`.
    const fresh = 'ids' in sites ? await freshOfListed(query, camp, sites.ids) : selectionWhere(camp, sites);
    if (!addBookedElsewhere) {
      const taken = await bookedElsewhere(query, camp._id, fresh, actor.agencyId);
      if (taken.length > 0) throw refusal('add', taken);
    }
    const overBudget = (newBudgetUsed: number) =>
      new AppError(
        409,
        'budget_exceeded',
        `The plan would use ${compactBudget(newBudgetUsed)} of a ${compactBudget(locked.budget)} budget`,
        undefined,
        { totalBudget: locked.budget, newBudgetUsed },
      );
    // Refused before writing anything when it cannot fit (a sum, not a million-row insert undone).
    const [cost] = await query(sitesPrice(fresh));
    if (plan.used + cost.price > locked.budget && !raiseBudget) throw overBudget(plan.used + cost.price);
    const [added] = await query(insertPlanned(camp._id, fresh, actor));
    // What was inserted is what counts: a site enabled or disabled between the two statements
    // moves the figure, and the check is made again on it (a throw rolls the insert back).
    const newBudgetUsed = plan.used + added.price;
    if (newBudgetUsed > locked.budget && !raiseBudget) throw overBudget(newBudgetUsed);
    const budget = Math.max(locked.budget, newBudgetUsed);
    await query(updateBudgetAfterAdding(camp._id, budget));
    return { added: added.count, budget, budgetUsed: newBudgetUsed };
  });
  // A big Add All changes plan_rows at once. Until autovacuum analyses it, the planner still takes
  // this campaign's plan for a few rows and joins every site of the next map, budget or Add All
  // against all of them (a nested loop: minutes at 700,000 planned sites instead of a second).
  if (result.added >= REANALYSE_AFTER) await database.query(analysePlanRows());
  return result;
}

/** Sites added in one go past which plan_rows' statistics are refreshed at once (see addToPlan). */
const REANALYSE_AFTER = 10_000;

/**
 * Listed sites: only what the suggestions could have offered (enabled, in the campaign's places and
 * media type), else 400 naming the others; a site already in the plan stays acceptable even if the
 * campaign's places changed since, and is left out of what is added.
 */
async function freshOfListed(query: QueryFn, camp: CampaignDto, siteIds: number[]): Promise<SQL> {
  const ids = [...new Set(siteIds)];
  const candidates = await query(
    listedCandidates(camp._id, ids, siteScope(camp, {}, { includePlanned: true })),
  );
  const acceptable = new Set(candidates.filter((c) => c.in_scope || c.planned).map((c) => c.id));
  if (acceptable.size !== ids.length) {
    const refused = await siteCodes(
      query,
      ids.filter((id) => !acceptable.has(id)),
    );
    throw badRequest(
      `These sites are outside this campaign's places or media type, or not open for planning: ${refused}`,
    );
  }
  const freshIds = candidates.filter((c) => !c.planned).map((c) => c.id);
  return siteIdsIn(freshIds);
}

/** Site codes (or ids of sites that do not exist) for a message: the first ten, then a count. */
async function siteCodes(query: QueryFn, ids: number[]): Promise<string> {
  const shown = ids.slice(0, 10);
  const rows = await query(siteCodesOf(shown));
  const codes = new Map(rows.map((r) => [r.id, r.site_code]));
  const names = shown.map((id) => codes.get(id) ?? `#${id}`).join(', ');
  return ids.length > shown.length ? `${names} and ${ids.length - shown.length} more` : names;
}
