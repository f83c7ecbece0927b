import type { PlanRowDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  loadSeedSites,
  METRO,
  outsiderToken,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

// Book Inventory reads a plan a page at a time and its map apart (decision 0042): each page must be
// exactly the whole plan's rows in that order, and the pages together the whole plan.

let ctx: TestContext;
let planner: string;
let viewer: string;
let sites: SeedSite[];
let campId: string;
/** The whole plan as /fetch_booked_inventory answers it. */
let plan: PlanRowDto[];

const PLANNED = 27;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  sites = await loadSeedSites(ctx);
  campId = (await createCampaign(ctx, planner))._id;
  // Sites the demo's campaigns have not booked: those cannot be planned for the same dates.
  const booked = new Set(
    (
      await ctx.database.query<{ id: number }>(
        `select site_id::float8 as id from plan_rows where status = 'booked'`,
      )
    ).map((r) => r.id),
  );
  const chosen = sites
    .filter((s) => s.planning_enabled && s.state === METRO && !booked.has(s.id))
    .slice(0, PLANNED);
  // Planned in two calls and against the ids' order, so the plan's own order is not the ids'.
  const ids = chosen.map((s) => s.id).reverse();
  for (const part of [ids.slice(0, 10), ids.slice(10)]) {
    const res = await ctx.call('/v2/book_inventory', { campId, inv_ids: part }, planner);
    expect(res.statusCode, res.body).toBe(200);
  }
  // A few statuses, so sorting by status has something to order.
  await ctx.database.query(
    `update plan_rows set status = 'pending' where campaign_id = $1 and site_id = $2`,
    [campId, ids[3]],
  );
  await ctx.database.query(
    `update plan_rows set status = 'rejected' where campaign_id = $1 and site_id = $2`,
    [campId, ids[5]],
  );
  plan = (await ctx.call('/fetch_booked_inventory', { campId }, viewer)).json().booked_inventory;
  expect(plan).toHaveLength(PLANNED);
});
afterAll(() => ctx.close());

const page = (body: Record<string, unknown>, token = viewer) => ctx.call('/fetch_plan_page', body, token);

/** Every page of the plan at `limit`, in order, read through the API. */
async function allPages(limit: number, sort?: { field: string; dir: string }): Promise<PlanRowDto[]> {
  const rows: PlanRowDto[] = [];
  for (let p = 0; p * limit < PLANNED; p++) {
    const res = await page({ campId, page: p, limit, sort });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_count).toBe(PLANNED);
    rows.push(...res.json().booked_inventory);
  }
  return rows;
}

const STATUS_ORDER = ['planned', 'pending', 'approved', 'booked', 'rejected'];

describe('POST /api/fetch_plan_page', () => {
  it('401 without a token, 404 for a campaign the caller does not see, 400 for bad input', async () => {
    expect((await page({ campId }, '')).statusCode).toBe(401);
    const outsider = await outsiderToken(ctx, 'plan-page-outsider@other.test');
    expect((await page({ campId }, outsider)).statusCode).toBe(404);
    for (const bad of [
      { campId: 'nope' },
      { campId, page: -1 },
      { campId, page: 1.5 },
      { campId, limit: 7 },
      { campId, sort: { field: 'price; drop table sites', dir: 'asc' } },
      { campId, sort: { field: 'price', dir: 'up' } },
      { campId, sort: 'price' },
    ]) {
      const res = await page(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it("answers the plan's own order a page at a time: the very rows of the whole plan, and its size", async () => {
    const first = await page({ campId });
    expect(first.statusCode, first.body).toBe(200);
    // 20 a page unless asked.
    expect(first.json()).toEqual({ booked_inventory: plan.slice(0, 20), total_count: PLANNED });
    expect(await allPages(10)).toEqual(plan);
    // Past the end: no rows, the same total.
    expect((await page({ campId, page: 9, limit: 10 })).json()).toEqual({
      booked_inventory: [],
      total_count: PLANNED,
    });
  });

  it('sorts the whole plan by a column, both ways, ties in site order, before it pages', async () => {
    const byId = (a: PlanRowDto, b: PlanRowDto) => a._id - b._id;
    const cases: [string, (a: PlanRowDto, b: PlanRowDto) => number][] = [
      ['price', (a, b) => a.price - b.price],
      ['site_code', (a, b) => (a.site_code < b.site_code ? -1 : a.site_code > b.site_code ? 1 : 0)],
      ['status', (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status)],
      ['width', (a, b) => Number(a.width) - Number(b.width)],
    ];
    for (const [field, compare] of cases) {
      const asc = [...plan].sort((a, b) => compare(a, b) || byId(a, b));
      const desc = [...plan].sort((a, b) => compare(b, a) || byId(a, b));
      expect(
        (await allPages(10, { field, dir: 'asc' })).map((r) => r._id),
        field,
      ).toEqual(asc.map((r) => r._id));
      expect(
        (await allPages(10, { field, dir: 'desc' })).map((r) => r._id),
        field,
      ).toEqual(desc.map((r) => r._id));
    }
  });

  it('answers an empty plan as no rows and a total of 0', async () => {
    const empty = await createCampaign(ctx, planner);
    expect((await page({ campId: empty._id }, planner)).json()).toEqual({
      booked_inventory: [],
      total_count: 0,
    });
  });
});

describe('POST /api/fetch_plan_map', () => {
  const map = (body: Record<string, unknown>, token = viewer) => ctx.call('/fetch_plan_map', body, token);

  it('401 without a token, 404 for a campaign the caller does not see, 400 for a bad id', async () => {
    expect((await map({ campId }, '')).statusCode).toBe(401);
    const outsider = await outsiderToken(ctx, 'plan-map-outsider@other.test');
    expect((await map({ campId }, outsider)).statusCode).toBe(404);
    const bad = await map({ campId: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBeTruthy();
  });

  it('answers every site of the plan with what its marker shows, as the plan rows hold them', async () => {
    const res = await map({ campId });
    expect(res.statusCode, res.body).toBe(200);
    const want = [...plan]
      .sort((a, b) => a._id - b._id)
      .map((r) => ({
        _id: r._id,
        site_code: r.site_code,
        lng: r.loc.coordinates[0],
        lat: r.loc.coordinates[1],
        price: r.price,
        type: r.type,
        media_type: r.media_type,
        status: r.status,
        booked_elsewhere: r.booked_elsewhere,
      }));
    const centre = res.json().centre;
    expect(res.json()).toEqual({
      total_count: PLANNED,
      sites: want,
      clusters: null,
      centre: expect.any(Array),
    });
    // Where the map opens: among the plan's sites.
    expect(
      Math.min(...want.map((s) => s.lng)) <= centre[0] && centre[0] <= Math.max(...want.map((s) => s.lng)),
    ).toBe(true);
    expect(
      Math.min(...want.map((s) => s.lat)) <= centre[1] && centre[1] <= Math.max(...want.map((s) => s.lat)),
    ).toBe(true);
  });
});

describe('POST /api/fetch_plan_site_ids with refused', () => {
  it('answers every site of the plan, the refused one too, ascending', async () => {
    const res = await ctx.call('/fetch_plan_site_ids', { campId, refused: true }, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toEqual(plan.map((r) => r._id).sort((a, b) => a - b));
    const bad = await ctx.call('/fetch_plan_site_ids', { campId, refused: 'yes' }, viewer);
    expect(bad.statusCode).toBe(400);
  });
});
