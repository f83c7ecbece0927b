import { type CampaignDto, compactBudget } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/actor.ts';
import { siteScope } from '../planning/site-scope.ts';
import { SqlParams } from '../planning/sql-params.ts';
import { bookedElsewhere } from './booked-elsewhere.ts';
import { recordHistory, refusal } from './lifecycle.ts';

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
 * two planners adding at once cannot both slip under the budget. A site another campaign has booked
 * for these dates is named (409 booked_elsewhere) until the planner confirms adding it: it can be
 * planned, never booked (decision 0021). Over budget, nothing is stored and the caller gets 409 with
 * {totalBudget, newBudgetUsed}, unless they chose to raise the budget.
 */
export async function addToPlan(
  database: Database,
  camp: CampaignDto,
  siteIds: number[],
  actor: Actor,
  { raiseBudget, addBookedElsewhere }: AddToPlanOptions,
): Promise<AddToPlanResult> {
  const ids = [...new Set(siteIds)];
  return database.transaction(async (query) => {
    const [locked] = await query<{ budget: number }>(
      'select budget::float8 as budget from campaigns where id = $1 for update',
      [camp._id],
    );
    const [plan] = await query<{ used: number }>(
      `select coalesce(sum(price), 0)::float8 as used from plan_rows where campaign_id = $1 and status <> 'rejected'`,
      [camp._id],
    );
    // Only what the suggestions could have offered: enabled, in the campaign's places and media type.
    const p = new SqlParams();
    const idsParam = p.add(ids, '::bigint[]');
    const campParam = p.add(camp._id, '::uuid');
    const candidates = await query<{ id: number; price: number; planned: boolean; in_scope: boolean }>(
      `select s.id::float8 as id, s.price::float8 as price,
              exists (select 1 from plan_rows pr where pr.campaign_id = ${campParam} and pr.site_id = s.id) as planned,
              (${siteScope(p, camp, {}, { includePlanned: true })}) as in_scope
         from sites s where s.id = any(${idsParam})`,
      p.values,
    );
    // A site already in the plan stays acceptable even if the campaign's places changed since.
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
    const fresh = candidates.filter((c) => !c.planned);
    if (!addBookedElsewhere) {
      const taken = await bookedElsewhere(
        query,
        camp._id,
        fresh.map((c) => c.id),
        actor.agencyId,
      );
      if (taken.length > 0) throw refusal('add', taken);
    }
    const newBudgetUsed = plan.used + fresh.reduce((sum, c) => sum + c.price, 0);
    if (newBudgetUsed > locked.budget && !raiseBudget) {
      throw new AppError(
        409,
        'budget_exceeded',
        `The plan would use ${compactBudget(newBudgetUsed)} of a ${compactBudget(locked.budget)} budget`,
        undefined,
        { totalBudget: locked.budget, newBudgetUsed },
      );
    }
    if (fresh.length > 0) {
      const added = await query<{ site_id: number; site_code: string }>(
        `insert into plan_rows (campaign_id, site_id, period, status, price)
         select c.id, s.id, daterange(c.start_date, c.end_date, '[]'), 'planned', s.price
           from campaigns c, sites s
          where c.id = $1 and s.id = any($2::bigint[])
         on conflict (campaign_id, site_id) do nothing
         returning site_id::float8 as site_id, (select site_code from sites where id = site_id) as site_code`,
        [camp._id, fresh.map((c) => c.id)],
      );
      await recordHistory(
        query,
        camp._id,
        added.map((row) => ({ ...row, status: null })),
        'planned',
        { id: actor.id, name: actor.name },
      );
    }
    const budget = Math.max(locked.budget, newBudgetUsed);
    await query(
      `update campaigns set budget = $2, edited_at = now(),
              status = case when status = 'pending' then 'awaiting' else status end
        where id = $1`,
      [camp._id, budget],
    );
    return { added: fresh.length, budget, budgetUsed: newBudgetUsed };
  });
}

/** Site codes (or ids of sites that do not exist) for a message: the first ten, then a count. */
async function siteCodes(query: QueryFn, ids: number[]): Promise<string> {
  const shown = ids.slice(0, 10);
  const rows = await query<{ id: number; site_code: string }>(
    'select id::float8 as id, site_code from sites where id = any($1::bigint[])',
    [shown],
  );
  const codes = new Map(rows.map((r) => [r.id, r.site_code]));
  const names = shown.map((id) => codes.get(id) ?? `#${id}`).join(', ');
  return ids.length > shown.length ? `${names} and ${ids.length - shown.length} more` : names;
}
