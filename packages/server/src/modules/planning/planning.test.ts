import type { PlanningFiltersInput } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, createTestContext, DEMO, inDays, type TestContext } from '../../testing/index.ts';

const METRO = 'Región Metropolitana de Santiago';
let ctx: TestContext;
let planner: string;
let viewer: string;

interface SeedSite {
  id: number;
  state: string;
  city: string;
  type: string;
  lat: number;
  lng: number;
  price: number;
  media_owner: string;
  sec_classification: string;
  sec_600mt: string;
  traffic_density: string;
  format: string;
  media_type: string;
  area_n: number;
  final_score: number;
  male_600mt: number;
  female_600mt: number;
  planning_enabled: boolean;
}
let sites: SeedSite[];

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  sites = await ctx.database.query<SeedSite>(
    `select s.id::float8 as id, s.state, s.city, s.type, s.lat, s.lng, s.price::float8 as price, v.name as media_owner,
            s.sec_classification, s.sec_600mt, s.traffic_density, s.format, s.media_type, s.area_n, s.final_score,
            s.male_600mt, s.female_600mt, s.planning_enabled
       from sites s join vendors v on v.id = s.vendor_id`,
  );
});
afterAll(() => ctx.close());

async function newCampaign(overrides: Record<string, unknown> = {}) {
  const res = await ctx.call(
    '/create_campaign',
    buildCampaign({ states: [METRO], cities: ['All'], budget: 1e12, ...overrides }),
    planner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().camp as { _id: string; budget: number };
}

const mapCall = (campId: string, filters: PlanningFiltersInput = {}, bounds?: unknown, token = planner) =>
  ctx.call('/v2/fetch_sugg_inventory_map', { campId, filters, networks: [], bounds }, token);

async function idsFor(
  campId: string,
  filters: PlanningFiltersInput = {},
  bounds?: unknown,
): Promise<number[]> {
  const res = await mapCall(campId, filters, bounds);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.total_count).toBe(body.inv_ids.length);
  return [...body.inv_ids].sort((a: number, b: number) => a - b);
}

const metroSites = () => sites.filter((s) => s.planning_enabled && s.state === METRO);
const sorted = (list: SeedSite[]) => list.map((s) => s.id).sort((a, b) => a - b);

describe('POST /api/v2/fetch_sugg_inventory_map', () => {
  it('needs a token (401), a valid body (400), and a campaign the caller sees (404)', async () => {
    const camp = await newCampaign();
    expect(
      (await ctx.call('/v2/fetch_sugg_inventory_map', { campId: camp._id, filters: {} })).statusCode,
    ).toBe(401);
    expect((await mapCall(camp._id, { area_n: { $gte: -1 } })).statusCode).toBe(400);
    expect((await mapCall(camp._id, { gender: 'other' } as never)).statusCode).toBe(400);
    expect((await mapCall(camp._id, { unknown_filter: 1 } as never)).statusCode).toBe(400);
    expect((await mapCall(camp._id, {}, { ne: { lat: 'x' } })).statusCode).toBe(400);
    const other = (
      await ctx.call('/register', {
        name: 'O',
        company: 'Other',
        email: 'o@other.test',
        password: 'password-123',
      })
    ).json().token;
    expect((await mapCall(camp._id, {}, undefined, other)).statusCode).toBe(404);
  });

  it('answers the sites of the campaign with option lists and places', async () => {
    const camp = await newCampaign();
    const res = await mapCall(camp._id);
    const body = res.json();
    expect(body.total_count).toBe(metroSites().length);
    expect(body.plano_inventory[0]).toMatchObject({
      _id: expect.any(Number),
      lat: expect.any(Number),
      m: expect.any(Array),
    });
    expect(body.distinctFilters.media_owner.length).toBeGreaterThan(0);
    expect(body.distinctFilters.format.length).toBeGreaterThan(0);
    expect(body.nearby.length).toBeGreaterThan(0);
  });

  it('narrows to the campaign cities and media type', async () => {
    const camp = await newCampaign({ cities: ['Providencia', 'Las Condes'], media_type: 'digital' });
    const expected = metroSites().filter(
      (s) => ['Providencia', 'Las Condes'].includes(s.city) && s.type === 'digital',
    );
    expect(await idsFor(camp._id)).toEqual(sorted(expected));
  });

  const cases: [string, PlanningFiltersInput, (s: SeedSite) => boolean][] = [
    [
      'sec_classification',
      { sec_classification: ['ab', 'c1a'] },
      (s) => ['ab', 'c1a'].includes(s.sec_classification),
    ],
    ['sec_600mt', { sec_600mt: 'c2' }, (s) => s.sec_600mt === 'c2'],
    ['traffic_density', { traffic_density: ['high'] }, (s) => s.traffic_density === 'high'],
    ['type', { type: 'digital' }, (s) => s.type === 'digital'],
    ['gender male', { gender: 'male' }, (s) => s.male_600mt >= 50],
    ['gender female', { gender: 'female' }, (s) => s.female_600mt >= 50],
    ['area_n', { area_n: { $gte: 20, $lte: 40 } }, (s) => s.area_n >= 20 && s.area_n <= 40],
    [
      'final score',
      { 'additional_data.final_score': { $gte: 0.5, $lte: 0.8 } },
      (s) => s.final_score >= 0.5 && s.final_score <= 0.8,
    ],
  ];
  for (const [name, filters, predicate] of cases) {
    it(`filter ${name}: every site returned matches and none is missed`, async () => {
      const camp = await newCampaign();
      const expected = sorted(metroSites().filter(predicate));
      expect(expected.length).toBeGreaterThan(0);
      expect(await idsFor(camp._id, filters)).toEqual(expected);
    });
  }

  it('filters media owner, format and media type together', async () => {
    const camp = await newCampaign();
    const sample = metroSites()[0];
    const filters = {
      media_owner: [sample.media_owner],
      format: [sample.format],
      media_type: [sample.media_type],
    };
    const expected = metroSites().filter(
      (s) =>
        s.media_owner === sample.media_owner &&
        s.format === sample.format &&
        s.media_type === sample.media_type,
    );
    expect(await idsFor(camp._id, filters)).toEqual(sorted(expected));
  });

  it('keeps sites within the radius of a chosen place', async () => {
    const camp = await newCampaign();
    const { nearby } = (await mapCall(camp._id)).json();
    const place = nearby[0];
    const [lng, lat] = place.loc.coordinates;
    const radius = 3000;
    const distance = (s: SeedSite) => haversine(lat, lng, s.lat, s.lng);
    const ids = await idsFor(camp._id, { nearby: { places: [place._id], radius } });
    // Sites within a metre of the edge could fall either way with float rounding.
    const inside = sorted(metroSites().filter((s) => distance(s) <= radius - 1));
    const outside = metroSites()
      .filter((s) => distance(s) > radius + 1)
      .map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(inside));
    expect(ids.filter((id) => outside.includes(id))).toEqual([]);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('stays inside the bounds', async () => {
    const camp = await newCampaign();
    const bounds = { ne: { lat: -33.4, lng: -70.55 }, sw: { lat: -33.47, lng: -70.65 } };
    const expected = metroSites().filter(
      (s) => s.lat >= -33.47 && s.lat <= -33.4 && s.lng >= -70.65 && s.lng <= -70.55,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsFor(camp._id, {}, bounds)).toEqual(sorted(expected));
  });

  it('availability: a site booked by another campaign over these dates is not available', async () => {
    const camp = await newCampaign({ start_date: inDays(100), end_date: inDays(130) });
    const other = await newCampaign({ start_date: inDays(120), end_date: inDays(150) });
    const target = metroSites()[3];
    await ctx.database.query(
      `insert into plan_rows (campaign_id, site_id, period, status, price)
       values ($1, $2, daterange($3::date, $4::date, '[]'), 'booked', 1)`,
      [other._id, target.id, inDays(120), inDays(150)],
    );
    expect(await idsFor(camp._id, { availability: 'available' })).not.toContain(target.id);
    expect(await idsFor(camp._id, { availability: 'booked' })).toContain(target.id);
    const later = await newCampaign({ start_date: inDays(151), end_date: inDays(160) });
    expect(await idsFor(later._id, { availability: 'available' })).toContain(target.id);
  });
});

describe('budget and booking', () => {
  it('get_budget_inv: 401, bad input, and the arithmetic', async () => {
    const camp = await newCampaign({ budget: 10_000_000 });
    expect((await ctx.call('/get_budget_inv', { campId: camp._id, inv_ids: [] })).statusCode).toBe(401);
    expect(
      (await ctx.call('/get_budget_inv', { campId: camp._id, inv_ids: ['x'] }, planner)).statusCode,
    ).toBe(400);
    const [a, b] = metroSites();
    const res = await ctx.call('/get_budget_inv', { campId: camp._id, inv_ids: [a.id, b.id, a.id] }, planner);
    expect(res.statusCode).toBe(200);
    const used = a.price + b.price;
    expect(res.json()).toEqual({
      budget_used: used,
      budget_progress: Math.round((used / 10_000_000) * 1000) / 10,
      remainingBudget: 10_000_000 - used,
    });
  });

  it('book_inventory: 401, 403 without add_to_plan_policy, 400 for unknown sites', async () => {
    const camp = await newCampaign();
    const id = metroSites()[0].id;
    const body = { campId: camp._id, inv_ids: [id], selectedInv: [] };
    expect((await ctx.call('/v2/book_inventory', body)).statusCode).toBe(401);
    expect((await ctx.call('/v2/book_inventory', body, viewer)).statusCode).toBe(403);
    const unknown = await ctx.call('/v2/book_inventory', { ...body, inv_ids: [id, 99_999_999] }, planner);
    expect(unknown.statusCode).toBe(400);
    expect(await planSize(camp._id)).toBe(0);
  });

  it('over budget: 409 with totalBudget and newBudgetUsed, nothing stored; then the increased-budget path', async () => {
    const [a, b, c] = metroSites();
    const budget = a.price + b.price - 1;
    const camp = await newCampaign({ budget });
    const body = { campId: camp._id, inv_ids: [a.id, b.id], selectedInv: [] };
    const refused = await ctx.call('/v2/book_inventory', body, planner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'budget_exceeded' },
      totalBudget: budget,
      newBudgetUsed: a.price + b.price,
    });
    expect(await planSize(camp._id)).toBe(0);

    const raised = await ctx.call(
      '/v2/book_inventory',
      { ...body, bookingWithIncreasedBudget: true },
      planner,
    );
    expect(raised.statusCode).toBe(200);
    expect(raised.json().camp).toMatchObject({
      budget: a.price + b.price,
      status: 'awaiting',
      budget_used: a.price + b.price,
    });
    expect(await planSize(camp._id)).toBe(2);

    // The plan is remembered: a third site goes over the new budget, and planned sites leave the suggestions.
    const again = await ctx.call('/v2/book_inventory', { ...body, inv_ids: [c.id] }, planner);
    expect(again.statusCode).toBe(409);
    expect(await idsFor(camp._id)).not.toContain(a.id);

    const plan = await ctx.call('/fetch_booked_inventory', { campId: camp._id }, planner);
    expect(plan.statusCode).toBe(200);
    const rows = plan.json().booked_inventory;
    expect(rows.map((r: { _id: number }) => r._id).sort()).toEqual([a.id, b.id].sort());
    expect(rows[0]).toMatchObject({
      status: 'planned',
      booking_start: expect.any(String),
      booking_end: expect.any(String),
    });
  });

  it('fetch_booked_inventory and fetch_networks need a token', async () => {
    const camp = await newCampaign();
    expect((await ctx.call('/fetch_booked_inventory', { campId: camp._id })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_networks', { campId: camp._id })).statusCode).toBe(401);
    const res = await ctx.call('/fetch_networks', { campId: camp._id }, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().networks.length).toBeGreaterThan(0);
  });
});

describe('grid and site panel', () => {
  it('pages the grid with a total and searches', async () => {
    const camp = await newCampaign();
    const res = await ctx.call(
      '/fetch_sugg_inventory',
      { campId: camp._id, filters: {}, page: 1, limit: 20 },
      planner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().inventory).toHaveLength(20);
    expect(res.json().total_count).toBe(metroSites().length);
    const bad = await ctx.call(
      '/fetch_sugg_inventory',
      { campId: camp._id, filters: {}, limit: 13 },
      planner,
    );
    expect(bad.statusCode).toBe(400);
    const code = res.json().inventory[0].site_code;
    const search = await ctx.call(
      '/fetch_sugg_inventory',
      { campId: camp._id, filters: {}, search: code },
      planner,
    );
    expect(search.json().inventory.map((s: { site_code: string }) => s.site_code)).toContain(code);
  });

  it('shows a site with its age bands and booked campaigns', async () => {
    const camp = await newCampaign();
    const id = metroSites()[0].id;
    expect((await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId: id })).statusCode).toBe(401);
    const res = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId: id }, planner);
    expect(res.statusCode).toBe(200);
    const { site } = res.json();
    expect(site.male_600mt + site.female_600mt).toBeCloseTo(100, 5);
    expect(Object.keys(site.ages['600mt'])).toEqual([
      'p_0_5',
      'p_6_14',
      'p_15_29',
      'p_30_44',
      'p_45_64',
      'p_65',
    ]);
  });
});

async function planSize(campId: string): Promise<number> {
  const [row] = await ctx.database.query<{ n: number }>(
    'select count(*)::int as n from plan_rows where campaign_id = $1',
    [campId],
  );
  return row.n;
}

/** Great-circle distance in metres on earthdistance's sphere (radius 6378168 m). */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378168 * Math.asin(Math.sqrt(h));
}
