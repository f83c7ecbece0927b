import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  idsOf,
  loadSeedSites,
  METRO,
  mapIds,
  outsiderToken,
  planSize,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
let sites: SeedSite[];

beforeAll(async () => {
  ctx = await createTestContext({ sites: 400 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  sites = await loadSeedSites(ctx);
});
afterAll(() => ctx.close());

const metroSites = () => sites.filter((s) => s.planning_enabled && s.state === METRO);
const book = (body: Record<string, unknown>, token = planner) => ctx.call('/v2/book_inventory', body, token);

async function campaignRow(campId: string) {
  const res = await ctx.call('/fetch_camp_details', { campId }, planner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().camp as { budget: number; budget_used: number; status: string };
}

describe('POST /api/v2/book_inventory', () => {
  it('401 without a token, 403 without add_to_plan_policy, 404 for another agency; nothing stored', async () => {
    const camp = await createCampaign(ctx, planner);
    const body = { campId: camp._id, inv_ids: [metroSites()[0].id], selectedInv: [] };
    expect((await book(body, '')).statusCode).toBe(401);
    const denied = await book(body, viewer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('forbidden');
    const outsider = await outsiderToken(ctx, 'book-outsider@other.test');
    expect([403, 404]).toContain((await book(body, outsider)).statusCode);
    expect(await planSize(ctx, camp._id)).toBe(0);
    expect((await campaignRow(camp._id)).status).toBe('pending');
  });

  it('rejects bad input (400) and sites that cannot be planned; nothing stored', async () => {
    const camp = await createCampaign(ctx, planner);
    const id = metroSites()[0].id;
    for (const body of [
      { campId: camp._id, inv_ids: [] },
      { campId: camp._id },
      { campId: camp._id, inv_ids: ['x'] },
      { campId: camp._id, inv_ids: [id], bookingWithIncreasedBudget: 'yes' },
      { campId: 'nope', inv_ids: [id] },
    ]) {
      expect((await book(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await book({ campId: camp._id, inv_ids: [] });
    expect(empty.json().error.message).toBe('Choose at least one site');
    const unknown = await book({ campId: camp._id, inv_ids: [id, 99_999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('99999999');
    const [disabled] = await ctx.database.query<{ id: number }>(
      'update sites set planning_enabled = false where id = $1 returning id::float8 as id',
      [metroSites()[5].id],
    );
    expect((await book({ campId: camp._id, inv_ids: [id, disabled.id] })).statusCode).toBe(400);
    await ctx.database.query('update sites set planning_enabled = true where id = $1', [disabled.id]);
    expect(await planSize(ctx, camp._id)).toBe(0);
  });

  it('within budget: adds the sites as planned, once, and the campaign moves to awaiting', async () => {
    const camp = await createCampaign(ctx, planner, { budget: 1e12 });
    const [a, b, c] = metroSites();
    const gridTotal = async () =>
      (await ctx.call('/fetch_sugg_inventory', { campId: camp._id, filters: {} }, planner)).json()
        .total_count;
    expect(await gridTotal()).toBe(metroSites().length);
    const res = await book({ campId: camp._id, inv_ids: [a.id, b.id, a.id], selectedInv: [{ _id: a.id }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      added: 2,
      camp: { _id: camp._id, status: 'awaiting', budget: 1e12, budget_used: a.price + b.price },
    });
    // Again with one more: only the new one is added.
    const again = await book({ campId: camp._id, inv_ids: [a.id, c.id] });
    expect(again.json()).toMatchObject({ added: 1, camp: { budget_used: a.price + b.price + c.price } });
    const rows = await ctx.database.query<{ site_id: number; status: string; price: number; period: string }>(
      `select site_id::float8 as site_id, status, price::float8 as price, period::text as period
         from plan_rows where campaign_id = $1 order by site_id`,
      [camp._id],
    );
    expect(rows.map((r) => r.site_id)).toEqual(idsOf([a, b, c]));
    for (const row of rows) {
      expect(row.status).toBe('planned');
      expect(row.price).toBe(sites.find((s) => s.id === row.site_id)?.price);
    }
    // Planned sites leave this campaign's suggestions, not another campaign's.
    expect(await mapIds(ctx, planner, camp._id)).toEqual(
      idsOf(metroSites().filter((s) => ![a.id, b.id, c.id].includes(s.id))),
    );
    // The grid's remembered count follows the plan.
    expect(await gridTotal()).toBe(metroSites().length - 3);
    const other = await createCampaign(ctx, planner);
    expect(await mapIds(ctx, planner, other._id)).toEqual(idsOf(metroSites()));
  });

  it('over budget: 409 with totalBudget and newBudgetUsed, nothing stored; then the increased-budget path', async () => {
    const [a, b, c] = metroSites();
    const budget = a.price + b.price - 1;
    const camp = await createCampaign(ctx, planner, { budget });
    const body = { campId: camp._id, inv_ids: [a.id, b.id], selectedInv: [] };
    const refused = await book(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'budget_exceeded', message: expect.any(String) },
      totalBudget: budget,
      newBudgetUsed: a.price + b.price,
    });
    expect(await planSize(ctx, camp._id)).toBe(0);
    expect(await campaignRow(camp._id)).toMatchObject({ status: 'pending', budget, budget_used: 0 });
    expect((await book({ ...body, bookingWithIncreasedBudget: false })).statusCode).toBe(409);

    const raised = await book({ ...body, bookingWithIncreasedBudget: true });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().camp).toMatchObject({
      budget: a.price + b.price,
      status: 'awaiting',
      budget_used: a.price + b.price,
    });
    expect(await planSize(ctx, camp._id)).toBe(2);

    // The new budget is exactly full: one more site goes over it again, counted with the plan.
    const again = await book({ ...body, inv_ids: [c.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      totalBudget: a.price + b.price,
      newBudgetUsed: a.price + b.price + c.price,
    });
    expect(await planSize(ctx, camp._id)).toBe(2);
  });

  it('an exactly full budget is not exceeded; raising never lowers a budget', async () => {
    const [a, b] = metroSites();
    const exact = await createCampaign(ctx, planner, { budget: a.price + b.price });
    expect((await book({ campId: exact._id, inv_ids: [a.id, b.id] })).statusCode).toBe(200);
    const roomy = await createCampaign(ctx, planner, { budget: 1e12 });
    const res = await book({ campId: roomy._id, inv_ids: [a.id], bookingWithIncreasedBudget: true });
    expect(res.json().camp.budget).toBe(1e12);
  });

  it('keeps a booked campaign booked when sites are added', async () => {
    const camp = await createCampaign(ctx, planner);
    const [a, b] = metroSites().slice(20);
    expect((await book({ campId: camp._id, inv_ids: [a.id] })).statusCode).toBe(200);
    await ctx.database.query(`update plan_rows set status = 'booked' where campaign_id = $1`, [camp._id]);
    await ctx.database.query(`update campaigns set status = 'booked' where id = $1`, [camp._id]);
    const res = await book({ campId: camp._id, inv_ids: [b.id] });
    expect(res.json().camp.status).toBe('booked');
  });
});

describe('POST /api/fetch_booked_inventory', () => {
  it('answers the plan rows with what the Book Inventory page shows', async () => {
    const camp = await createCampaign(ctx, planner);
    const [a, b] = metroSites().slice(30);
    await book({ campId: camp._id, inv_ids: [a.id, b.id] });
    const approver = await ctx.database.query<{ id: string; name: string }>(
      `select id, name from users where email = $1`,
      [DEMO.approver],
    );
    await ctx.database.query(
      `update plan_rows set status = 'approved', approved_by = $2, approved_at = now() where campaign_id = $1 and site_id = $3`,
      [camp._id, approver[0].id, b.id],
    );

    const res = await ctx.call('/fetch_booked_inventory', { campId: camp._id }, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().booked_inventory as Record<string, unknown>[];
    expect(rows.map((r) => r._id)).toEqual([a.id, b.id]);
    const [details] = await ctx.database.query<Record<string, unknown>>(
      `select v.name as media_owner, s.location, s.supplier_code, s.width, s.height, s.city, s.media_type
         from sites s join vendors v on v.id = s.vendor_id where s.id = $1`,
      [a.id],
    );
    expect(rows[0]).toMatchObject({
      ...details,
      price: a.price,
      status: 'planned',
      approved_by: null,
      booking_start: camp.start_date,
      booking_end: camp.end_date,
      plan_row_id: expect.any(String),
    });
    expect(rows[1]).toMatchObject({
      status: 'approved',
      approved_by: approver[0].name,
      approved_at: expect.any(String),
    });
  });

  it('answers an empty plan as an empty list', async () => {
    const camp = await createCampaign(ctx, planner);
    const res = await ctx.call('/fetch_booked_inventory', { campId: camp._id }, planner);
    expect(res.json()).toEqual({ booked_inventory: [] });
  });
});

describe('POST /api/fetch_plan_site_ids', () => {
  const ids = (campId: unknown, token = planner) => ctx.call('/fetch_plan_site_ids', { campId }, token);

  it('401 without a token, 404 for a campaign the caller does not see, 400 for a bad id', async () => {
    const camp = await createCampaign(ctx, planner);
    expect((await ids(camp._id, '')).statusCode).toBe(401);
    const outsider = await outsiderToken(ctx, 'plan-ids-outsider@other.test');
    expect((await ids(camp._id, outsider)).statusCode).toBe(404);
    for (const bad of ['nope', 42, null]) {
      const res = await ids(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it("answers the plan's ids ascending, the refused ones left out, as the plan rows hold them", async () => {
    const camp = await createCampaign(ctx, planner);
    expect((await ids(camp._id)).json()).toEqual({ ids: [] });
    const chosen = metroSites().slice(50, 56);
    // Planned in another order than the ids', so the answer's order is its own.
    await book({ campId: camp._id, inv_ids: chosen.map((s) => s.id).reverse() });
    const refused = chosen[2].id;
    await ctx.database.query(
      `update plan_rows set status = 'rejected' where campaign_id = $1 and site_id = $2`,
      [camp._id, refused],
    );
    const res = await ids(camp._id, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const want = chosen
      .map((s) => s.id)
      .filter((id) => id !== refused)
      .sort((a, b) => a - b);
    expect(res.json()).toEqual({ ids: want });
    // The same as the whole plan says, statuses read the way the planning page read them before.
    const plan = (await ctx.call('/fetch_booked_inventory', { campId: camp._id }, viewer)).json()
      .booked_inventory as { _id: number; status: string }[];
    expect(res.json().ids).toEqual(
      plan
        .filter((r) => r.status !== 'rejected')
        .map((r) => r._id)
        .sort((a, b) => a - b),
    );
  });
});
