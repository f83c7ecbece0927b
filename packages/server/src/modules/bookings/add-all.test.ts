import { type PlanningFiltersInput, SITES_CHOICE_MESSAGES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  idsOf,
  loadSeedSites,
  METRO,
  oracle,
  outsiderToken,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, inDays, type TestContext } from '../../../test/index.ts';

// Issue 22: past MAX_MAP_IDS the map sends no ids, and Add All, the budget and the plan work from
// the selection (filters + optional bounds) resolved on the server. Whatever the size, the server
// takes a selection: these check it plans exactly what a brute-force reading of the sites says.
// Dates far ahead: no demo booking overlaps them.
const dates = { start_date: inDays(400), end_date: inDays(430) };

let ctx: TestContext;
let planner: string;
let viewer: string;
let approver: string;
let outsider: string;
let sites: SeedSite[];

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  approver = await ctx.tokenOf(DEMO.approver);
  outsider = await outsiderToken(ctx, 'add-all-outsider@other.test');
  sites = await loadSeedSites(ctx);
});
afterAll(() => ctx.close());

const newCampaign = (overrides: Record<string, unknown> = {}) =>
  createCampaign(ctx, planner, { ...dates, ...overrides });

/** A box over the south-west part of the Santiago sites: a selection with bounds, as the map sends. */
function southWestBounds() {
  const metro = sites.filter((s) => s.state === METRO);
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lat = mid(metro.map((s) => s.lat));
  const lng = mid(metro.map((s) => s.lng));
  return { sw: { lat: -90, lng: -180 }, ne: { lat, lng } };
}
type BoundsRef = ReturnType<typeof southWestBounds>;

/** The brute-force answer: the campaign's sites matching the filters and bounds, not in `planned`. */
function matching(filters: PlanningFiltersInput, bounds?: BoundsRef, planned: number[] = []): SeedSite[] {
  return sites.filter(
    (s) =>
      s.planning_enabled &&
      s.state === METRO &&
      oracle(s, filters) === true &&
      (!bounds ||
        (s.lat >= bounds.sw.lat &&
          s.lat <= bounds.ne.lat &&
          s.lng >= bounds.sw.lng &&
          s.lng <= bounds.ne.lng)) &&
      !planned.includes(s.id),
  );
}
const sum = (list: SeedSite[]) => list.reduce((total, s) => total + s.price, 0);

async function planOf(campId: string): Promise<{ ids: number[]; history: number }> {
  const rows = await ctx.database.query<{ site_id: number }>(
    `select site_id::float8 as site_id from plan_rows where campaign_id = $1 and status = 'planned'`,
    [campId],
  );
  const [history] = await ctx.database.query<{ n: number }>(
    `select count(*)::int as n from plan_history where campaign_id = $1 and to_status = 'planned'`,
    [campId],
  );
  return { ids: idsOf(rows.map((r) => ({ id: r.site_id }) as SeedSite)), history: history.n };
}

const book = (body: Record<string, unknown>, token = planner) => ctx.call('/v2/book_inventory', body, token);

describe('Add All by selection', () => {
  it('plans exactly the matching sites, less the unticked ones, with their history', async () => {
    const camp = await newCampaign();
    const filters: PlanningFiltersInput = { type: 'ooh' };
    const bounds = southWestBounds();
    const expected = matching(filters, bounds);
    expect(expected.length).toBeGreaterThan(20);
    const unticked = expected.slice(0, 5).map((s) => s.id);
    const kept = expected.filter((s) => !unticked.includes(s.id));
    const selection = { filters, networks: ['employed'], bounds };

    const budget = await ctx.call(
      '/get_budget_inv',
      { campId: camp._id, selection, exclude_ids: unticked },
      viewer,
    );
    expect(budget.statusCode, budget.body).toBe(200);
    expect(budget.json().budget_used).toBeCloseTo(sum(kept), 2);
    // The same figure as the listed ids give.
    const listed = await ctx.call('/get_budget_inv', { campId: camp._id, inv_ids: idsOf(kept) }, viewer);
    expect(listed.json()).toEqual(budget.json());

    const count = await ctx.call(
      '/selectable_sites',
      { campId: camp._id, selection, exclude_ids: unticked },
      viewer,
    );
    expect(count.json()).toEqual({ total_count: kept.length });

    const res = await book({ campId: camp._id, selection, exclude_ids: unticked });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toBe(kept.length);
    expect(res.json().camp.budget_used).toBeCloseTo(sum(kept), 2);
    expect(await planOf(camp._id)).toEqual({ ids: idsOf(kept), history: kept.length });

    // Planned sites leave the selection: the same Add All again adds nothing more, and a wider
    // one (no bounds, every type) adds exactly the rest of the region.
    expect((await book({ campId: camp._id, selection })).json().added).toBe(unticked.length);
    const rest = matching({}, undefined, [...idsOf(expected)]);
    const all = await book({ campId: camp._id, selection: { filters: {} } });
    expect(all.json().added).toBe(rest.length);
    expect((await planOf(camp._id)).ids).toEqual(idsOf(matching({})));
  });

  it('keeps the budget check: 409 with the figures and nothing stored, then raised when asked', async () => {
    const classes = [...new Set(sites.map((s) => s.sec_classification))].slice(0, 2);
    const selection = { filters: { sec_classification: classes } };
    const expected = matching(selection.filters);
    expect(expected.length).toBeGreaterThan(5);
    const cost = sum(expected);
    const camp = await newCampaign({ budget: Math.floor(cost / 2) });

    const refused = await book({ campId: camp._id, selection });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'budget_exceeded' },
      totalBudget: camp.budget,
    });
    expect(refused.json().newBudgetUsed).toBeCloseTo(cost, 2);
    expect(await planOf(camp._id)).toEqual({ ids: [], history: 0 });

    const raised = await book({ campId: camp._id, selection, bookingWithIncreasedBudget: true });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().camp.budget).toBeCloseTo(cost, 2);
    expect((await planOf(camp._id)).ids).toEqual(idsOf(expected));
  });

  it('asks before adding sites another campaign has booked for these dates (decision 0021)', async () => {
    const filters: PlanningFiltersInput = { format: matching({})[0].format };
    const expected = matching(filters);
    const taken = expected[0];
    const other = await newCampaign({ campaign_name: 'Otra' });
    expect((await book({ campId: other._id, inv_ids: [taken.id] })).statusCode).toBe(200);
    const booked = await ctx.call('/internal_approval', { campId: other._id, invIds: [taken.id] }, approver);
    expect(booked.statusCode, booked.body).toBe(200);

    const camp = await newCampaign();
    const asked = await book({ campId: camp._id, selection: { filters } });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      error: { code: 'booked_elsewhere' },
      action: 'add',
      sites: [{ site_id: taken.id, reason: 'booked_elsewhere', campaign: 'Otra' }],
    });
    // Left out by the planner: the rest goes in.
    const without = await book({ campId: camp._id, selection: { filters }, exclude_ids: [taken.id] });
    expect(without.json().added).toBe(expected.length - 1);
    const withIt = await book({ campId: camp._id, selection: { filters }, addBookedElsewhere: true });
    expect(withIt.json().added).toBe(1);
    expect((await planOf(camp._id)).ids).toEqual(idsOf(expected));
  });

  it('takes the sites listed or a selection, exactly one of them', async () => {
    const camp = await newCampaign();
    const selection = { filters: {} };
    const cases: [Record<string, unknown>, string][] = [
      [{ inv_ids: [sites[0].id], selection }, SITES_CHOICE_MESSAGES.oneOfThem],
      [{}, SITES_CHOICE_MESSAGES.neither],
      [{ inv_ids: [sites[0].id], exclude_ids: [1] }, SITES_CHOICE_MESSAGES.excludeWithoutSelection],
      [{ selection: { filters: {}, where: 'true' } }, ''],
      [{ selection: { filters: { gender: 'x' } } }, ''],
      [{ selection, exclude_ids: ['1'] }, ''],
    ];
    for (const path of ['/v2/book_inventory', '/get_budget_inv', '/selectable_sites']) {
      for (const [body, message] of cases) {
        const res = await ctx.call(path, { campId: camp._id, ...body }, planner);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        if (message) expect(res.json().error.message).toContain(message);
      }
    }
    expect((await book({ campId: camp._id, inv_ids: [] })).statusCode).toBe(400);
    expect(await planOf(camp._id)).toEqual({ ids: [], history: 0 });
  });

  it('401 without a token, 403 without the policy to plan, 404 for another agency', async () => {
    const camp = await newCampaign();
    const body = { campId: camp._id, selection: { filters: {} } };
    for (const path of ['/v2/book_inventory', '/get_budget_inv', '/selectable_sites']) {
      expect((await ctx.call(path, body)).statusCode).toBe(401);
      expect((await ctx.call(path, body, outsider)).statusCode, path).toBe(404);
    }
    expect((await book(body, viewer)).statusCode).toBe(403);
    expect(await planOf(camp._id)).toEqual({ ids: [], history: 0 });
  });
});
