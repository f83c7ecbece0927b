import { type CampaignDto, compactBudget } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { type SitesChoice, SqlParams, selectionWhere, siteScope } from '../planning/index.ts';
import { bookedElsewhere } from './booked-elsewhere.ts';
import { refusal } from './lifecycle.ts';

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
    const [locked] = await query<{ budget: number }>(
      'select budget::float8 as budget from campaigns where id = $1 for update',
      [camp._id],
    );
    const [plan] = await query<{ used: number }>(
      `select coalesce(sum(price), 0)::float8 as used from plan_rows where campaign_id = $1 and status <> 'rejected'`,
      [camp._id],
    );
    // The sites to add, not yet in the plan, as a WHERE clause on `s` (built per query: each has its own parameters).
    const fresh =
      'ids' in sites
        ? await freshOfListed(query, camp, sites.ids)
        : (p: SqlParams) => selectionWhere(p, camp, sites);
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
    const p = new SqlParams();
    const [cost] = await query<{ price: number }>(
      `select coalesce(sum(s.price), 0)::float8 as price from sites s where ${fresh(p)}`,
      p.values,
    );
    if (plan.used + cost.price > locked.budget && !raiseBudget) throw overBudget(plan.used + cost.price);
    const added = await insertPlanned(query, camp._id, fresh, actor);
    // What was inserted is what counts: a site enabled or disabled between the two statements
    // moves the figure, and the check is made again on it (a throw rolls the insert back).
    const newBudgetUsed = plan.used + added.price;
    if (newBudgetUsed > locked.budget && !raiseBudget) throw overBudget(newBudgetUsed);
    const budget = Math.max(locked.budget, newBudgetUsed);
    await query(
      `update campaigns set budget = $2, edited_at = now(),
              status = case when status = 'pending' then 'awaiting' else status end
        where id = $1`,
      [camp._id, budget],
    );
    return { added: added.count, budget, budgetUsed: newBudgetUsed };
  });
  // A big Add All changes plan_rows at once. Until autovacuum analyses it, the planner still takes
  // this campaign's plan for a few rows and joins every site of the next map, budget or Add All
  // against all of them (a nested loop: minutes at 700,000 planned sites instead of a second).
  if (result.added >= REANALYSE_AFTER) await database.query('analyze plan_rows');
  return result;
}

/** Sites added in one go past which plan_rows' statistics are refreshed at once (see addToPlan). */
const REANALYSE_AFTER = 10_000;

/**
 * Listed sites: only what the suggestions could have offered (enabled, in the campaign's places and
 * media type), else 400 naming the others; a site already in the plan stays acceptable even if the
 * campaign's places changed since, and is left out of what is added.
 */
async function freshOfListed(
  query: QueryFn,
  camp: CampaignDto,
  siteIds: number[],
): Promise<(p: SqlParams) => string> {
  const ids = [...new Set(siteIds)];
  const p = new SqlParams();
  const idsParam = p.add(ids, '::bigint[]');
  const campParam = p.add(camp._id, '::uuid');
  const candidates = await query<{ id: number; planned: boolean; in_scope: boolean }>(
    `select s.id::float8 as id,
            exists (select 1 from plan_rows pr where pr.campaign_id = ${campParam} and pr.site_id = s.id) as planned,
            (${siteScope(p, camp, {}, { includePlanned: true })}) as in_scope
       from sites s where s.id = any(${idsParam})`,
    p.values,
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
  return (q) => `s.id = any(${q.add(freshIds, '::bigint[]')})`;
}

/** Inserts the sites as planned rows with their history, in one statement; answers count and price. */
async function insertPlanned(
  query: QueryFn,
  campaignId: string,
  fresh: (p: SqlParams) => string,
  actor: Actor,
): Promise<{ count: number; price: number }> {
  const p = new SqlParams();
  const camp = p.add(campaignId, '::uuid');
  const [row] = await query<{ count: number; price: number }>(
    `with added as (
       insert into plan_rows (campaign_id, site_id, period, status, price)
       select c.id, s.id, daterange(c.start_date, c.end_date, '[]'), 'planned', s.price
         from campaigns c, sites s
        where c.id = ${camp} and ${fresh(p)}
       on conflict (campaign_id, site_id) do nothing
       returning site_id, price),
     history as (
       insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
       select ${camp}, a.site_id, s.site_code, null, 'planned', ${p.add(actor.id, '::uuid')}, ${p.add(actor.name)}
         from added a join sites s on s.id = a.site_id)
     select count(*)::float8 as count, coalesce(sum(price), 0)::float8 as price from added`,
    p.values,
  );
  return row;
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
