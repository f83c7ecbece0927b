import { foldText, searchWords } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignRef,
  createCampaign,
  idsOf,
  loadSeedSites,
  METRO,
  outsiderToken,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { mercatorX, mercatorY } from './cluster-grid.ts';
import { FINE_CELLS_LOG2 } from './queries/map-cells.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
let outsider: string;
let sites: SeedSite[];
let camp: CampaignRef;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  outsider = await outsiderToken(ctx, 'calls-outsider@other.test');
  sites = await loadSeedSites(ctx);
  camp = await createCampaign(ctx, planner, { budget: 10_000_000 });
});
afterAll(() => ctx.close());

const metroSites = () => sites.filter((s) => s.planning_enabled && s.state === METRO);
const NO_SUCH_CAMPAIGN = '00000000-0000-4000-8000-000000000000';

describe('every planning call: token, tenancy and input', () => {
  const calls: [string, (campId: string) => Record<string, unknown>, Record<string, unknown>][] = [
    ['/fetch_networks', (campId) => ({ campId }), { campId: 12 }],
    ['/fetch_nearby_places', (campId) => ({ campId }), { campId: '' }],
    ['/fetch_planning_area', (campId) => ({ campId }), { campId: 'x' }],
    ['/v2/fetch_sugg_inventory_map', (campId) => ({ campId, filters: {} }), { filters: { gender: 'x' } }],
    ['/v2/fetch_sugg_inventory_map', (campId) => ({ campId }), { include_nearby: 'no' }],
    ['/fetch_sugg_inventory', (campId) => ({ campId, filters: {} }), { filters: {}, page: -1 }],
    ['/v2/fetch_site_details', (campId) => ({ campId, siteId: metroSites()[0].id }), { siteId: 'one' }],
    ['/get_budget_inv', (campId) => ({ campId, inv_ids: [] }), { inv_ids: [1.5] }],
    ['/selectable_sites', (campId) => ({ campId, inv_ids: [] }), { inv_ids: ['x'] }],
    ['/v2/book_inventory', (campId) => ({ campId, inv_ids: [metroSites()[0].id] }), { inv_ids: [] }],
    ['/fetch_booked_inventory', (campId) => ({ campId }), { campId: 'not-an-id' }],
  ];
  it.each(calls)(
    '%s: 401 without a token, 404 for another agency, 400 for bad input',
    async (path, body, bad) => {
      expect((await ctx.call(path, body(camp._id))).statusCode).toBe(401);
      const foreign = await ctx.call(path, body(camp._id), outsider);
      // The outsider may not even hold the policy to book: 403 then, never the campaign.
      expect([403, 404]).toContain(foreign.statusCode);
      if (path !== '/v2/book_inventory') expect(foreign.statusCode).toBe(404);
      expect((await ctx.call(path, body(NO_SUCH_CAMPAIGN), planner)).statusCode).toBe(404);
      const res = await ctx.call(path, { ...body(camp._id), ...bad }, planner);
      expect(res.statusCode, res.body).toBe(400);
      expect((await ctx.call(path, undefined, planner)).statusCode).toBe(400);
    },
  );
});

describe('networks and places', () => {
  it('lists the networks of the campaign sites', async () => {
    const res = await ctx.call('/fetch_networks', { campId: camp._id }, viewer);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.query<{ networks: string[] }>(
      `select array_agg(distinct n order by n) as networks from sites s, unnest(s.networks) n
        where s.planning_enabled and s.state = $1`,
      [METRO],
    );
    expect(res.json().networks).toEqual(row.networks);
    expect(res.json().networks).toEqual(expect.arrayContaining(['employed', 'residential']));
  });

  it('lists the places of the campaign area only', async () => {
    const narrow = await createCampaign(ctx, planner, { cities: ['Providencia'] });
    const all = (await ctx.call('/fetch_nearby_places', { campId: camp._id }, viewer)).json().nearby;
    const some = (await ctx.call('/fetch_nearby_places', { campId: narrow._id }, viewer)).json().nearby;
    const [count] = await ctx.database.query<{ all: number; some: number }>(
      `select count(*) filter (where state = $1)::int as all,
              count(*) filter (where state = $1 and city = 'Providencia')::int as some from nearby_places`,
      [METRO],
    );
    expect(all).toHaveLength(count.all);
    expect(some).toHaveLength(count.some);
    expect(some.length).toBeGreaterThan(0);
    expect(some[0]).toEqual({
      _id: expect.any(Number),
      name: expect.any(String),
      category: expect.any(String),
      icon: expect.any(String),
      loc: { coordinates: [expect.any(Number), expect.any(Number)] },
    });
  });
});

describe('the places once per campaign area, not on every pan (issue 22)', () => {
  // A street-level view of Santiago's centre, as the map sends it when panned.
  const street = (lng: number, lat: number) => ({
    ne: { lat: lat + 0.01, lng: lng + 0.02 },
    sw: { lat: lat - 0.01, lng: lng - 0.02 },
  });
  const pan = (bounds: ReturnType<typeof street>, extra: Record<string, unknown> = {}) =>
    ctx.call('/v2/fetch_sugg_inventory_map', { campId: camp._id, filters: {}, bounds, ...extra }, planner);

  it('leaves the places out of every pan that says include_nearby: false, and only those', async () => {
    const places = (await ctx.call('/fetch_nearby_places', { campId: camp._id }, planner)).json().nearby;
    expect(places.length).toBeGreaterThan(0);
    const [a, b] = metroSites();
    for (const site of [a, b]) {
      const lean = await pan(street(site.lng, site.lat), { include_nearby: false });
      expect(lean.statusCode, lean.body).toBe(200);
      const body = lean.json();
      expect(body).not.toHaveProperty('nearby');
      expect(body.plano_inventory.map((s: { _id: number }) => s._id)).toContain(site.id);
      expect(lean.body).not.toContain(`"name":${JSON.stringify(places[0].name)}`);

      // SPEC's call, without the flag, still carries them: the same list as /fetch_nearby_places.
      const full = await pan(street(site.lng, site.lat));
      expect(full.json().nearby).toEqual(places);
      expect({ ...full.json(), nearby: undefined }).toEqual({ ...body, nearby: undefined });
      expect(lean.body.length).toBeLessThan(full.body.length);
    }
  });

  it('says where the map opens: the middle of the densest fine map cell (~2 km) of the campaign’s sites', async () => {
    const res = await ctx.call('/fetch_planning_area', { campId: camp._id }, viewer);
    expect(res.statusCode, res.body).toBe(200);
    // The filters' options are the map call's, so the page needs no map call for them.
    const whole = await ctx.call('/v2/fetch_sugg_inventory_map', { campId: camp._id }, viewer);
    expect(res.json().distinctFilters).toEqual(whole.json().distinctFilters);
    // The cells of Web Mercator's tile grid with 2^14 cells across the world (decision 0030).
    const fine = 2 ** FINE_CELLS_LOG2;
    const cellOf = (lng: number, lat: number) =>
      `${Math.floor(mercatorX(lng) * fine)}:${Math.floor(mercatorY(lat) * fine)}`;
    const cells = new Map<string, SeedSite[]>();
    for (const s of metroSites())
      cells.set(cellOf(s.lng, s.lat), [...(cells.get(cellOf(s.lng, s.lat)) ?? []), s]);
    const densest = Math.max(...[...cells.values()].map((c) => c.length));
    const [lng, lat] = res.json().centre as [number, number];
    const cell = cells.get(cellOf(lng, lat)) ?? [];
    expect(cell.length).toBe(densest);
    expect(lng).toBeCloseTo(cell.reduce((t, s) => t + s.lng, 0) / cell.length, 6);
    expect(lat).toBeCloseTo(cell.reduce((t, s) => t + s.lat, 0) / cell.length, 6);
    // The map's own call for it answers the same.
    const centre = await ctx.call('/fetch_planning_centre', { campId: camp._id }, viewer);
    expect(centre.json().centre).toEqual([lng, lat]);
  });

  it('answers no centre for an area without sites', async () => {
    const [area] = await ctx.database.query<{ state: string; city: string }>(
      `select r.name as state, c.name as city from communes c join regions r on r.code = c.region_code
        where not exists (select 1 from sites s where s.state = r.name and s.city = c.name)
        order by c.code limit 1`,
    );
    const empty = await createCampaign(ctx, planner, { states: [area.state], cities: [area.city] });
    const res = await ctx.call('/fetch_planning_area', { campId: empty._id }, planner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().centre).toBeNull();
    expect(res.json().distinctFilters.media_owner).toEqual([]);
  });
});

describe('grid and site panel', () => {
  it('pages the grid with a total, best score first, and searches', async () => {
    const page = async (body: Record<string, unknown>) => {
      const res = await ctx.call(
        '/fetch_sugg_inventory',
        { campId: camp._id, filters: {}, ...body },
        planner,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        inventory: { _id: number; site_code: string; final_score: number }[];
        total_count: number;
      };
    };
    const first = await page({ page: 0, limit: 50 });
    const second = await page({ page: 1, limit: 50 });
    expect(first.total_count).toBe(metroSites().length);
    expect(first.inventory).toHaveLength(50);
    const scores = [...first.inventory, ...second.inventory].map((s) => s.final_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(first.inventory.map((s) => s._id)).not.toContain(second.inventory[0]._id);
    expect((await page({})).inventory).toHaveLength(10);
    for (const limit of [13, 100]) {
      const bad = await ctx.call('/fetch_sugg_inventory', { campId: camp._id, filters: {}, limit }, planner);
      expect(bad.statusCode).toBe(400);
    }
    const code = first.inventory[3].site_code;
    const found = await page({ search: code.toLowerCase() });
    expect(found.inventory.map((s) => s.site_code)).toContain(code);
    expect(found.total_count).toBeLessThan(first.total_count);
    expect((await page({ search: '%' })).total_count).toBe(0);
  });

  it("searches every word in the site's text or in its owner's name, case and accents aside", async () => {
    // The oracle: the suggested sites' folded text as the database keeps it, their owners' names folded here.
    const texts = await ctx.database.query<{ id: number; text: string; owner: string }>(
      `select s.id::float8 as id, s.search_text as text, v.name as owner
         from sites s join vendors v on v.id = s.vendor_id where s.planning_enabled and s.state = $1
          and not exists (select 1 from plan_rows p where p.site_id = s.id and p.campaign_id = $2)`,
      [METRO, camp._id],
    );
    const matching = (search: string) => {
      const words = searchWords(search);
      return texts
        .filter(
          (t) => words.every((w) => t.text.includes(w)) || words.every((w) => foldText(t.owner).includes(w)),
        )
        .map((t) => t.id);
    };
    const grid = async (search: string) => {
      const res = await ctx.call(
        '/fetch_sugg_inventory',
        { campId: camp._id, filters: {}, search, limit: 50 },
        planner,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { inventory: { _id: number; final_score: number }[]; total_count: number };
    };
    const owner = metroSites()[0].media_owner;
    const commune = metroSites().find((s) => foldText(s.city) !== s.city.toLowerCase())?.city ?? 'Ñuñoa';
    const searches = [
      // An owner's name, in capitals and without its accents.
      foldText(owner).toUpperCase(),
      // A commune typed without its accents, and two words found in different fields.
      foldText(commune),
      `av ${foldText(commune)}`,
      metroSites()[5].site_code.toLowerCase(),
    ];
    for (const search of searches) {
      const want = matching(search);
      expect(want.length, search).toBeGreaterThan(0);
      const found = await grid(search);
      expect(found.total_count, search).toBe(want.length);
      expect(found.inventory.length).toBe(Math.min(50, want.length));
      for (const site of found.inventory) expect(want, search).toContain(site._id);
      const scores = found.inventory.map((s) => s.final_score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect((await grid('zzqx nothing')).total_count).toBe(0);
  });

  it('applies the filters to the grid like the map', async () => {
    const filters = { traffic_density: ['high'], type: 'ooh' };
    const map = await ctx.call('/v2/fetch_sugg_inventory_map', { campId: camp._id, filters }, planner);
    const grid = await ctx.call('/fetch_sugg_inventory', { campId: camp._id, filters, limit: 50 }, planner);
    expect(grid.json().total_count).toBe(map.json().total_count);
    const expected = idsOf(metroSites().filter((s) => s.traffic_density === 'high' && s.type === 'ooh'));
    expect(grid.json().total_count).toBe(expected.length);
    for (const site of grid.json().inventory) expect(expected).toContain(site._id);
  });

  it('shows a site with its age bands and booked campaigns', async () => {
    const id = metroSites()[0].id;
    const res = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId: id }, viewer);
    expect(res.statusCode).toBe(200);
    const { site } = res.json();
    expect(site).toMatchObject({
      _id: id,
      media_owner: metroSites()[0].media_owner,
      city: metroSites()[0].city,
    });
    expect(site.male_600mt + site.female_600mt).toBeCloseTo(100, 5);
    expect(Object.keys(site.ages['600mt'])).toEqual([
      'p_0_5',
      'p_6_14',
      'p_15_29',
      'p_30_44',
      'p_45_64',
      'p_65',
    ]);
    expect(Object.keys(site.ages['1000mt'])).toHaveLength(6);
    const missing = await ctx.call(
      '/v2/fetch_site_details',
      { campId: camp._id, siteId: 99_999_999 },
      viewer,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/get_budget_inv', () => {
  const budget = (body: Record<string, unknown>) => ctx.call('/get_budget_inv', body, planner);

  it('adds the selection to what the plan holds, each site once', async () => {
    const own = await createCampaign(ctx, planner, { budget: 10_000_000 });
    const [a, b, c] = metroSites();
    const empty = await budget({ campId: own._id, inv_ids: [] });
    expect(empty.json()).toEqual({ budget_used: 0, budget_progress: 0, remainingBudget: 10_000_000 });

    const res = await budget({ campId: own._id, inv_ids: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    const used = a.price + b.price;
    expect(res.json()).toEqual({
      budget_used: used,
      budget_progress: Math.round((used / 10_000_000) * 1000) / 10,
      remainingBudget: 10_000_000 - used,
    });

    // The plan holds a; selecting a again with c counts a once.
    const booked = await ctx.call('/v2/book_inventory', { campId: own._id, inv_ids: [a.id] }, planner);
    expect(booked.statusCode, booked.body).toBe(200);
    const held = (await budget({ campId: own._id, inv_ids: [a.id, c.id] })).json();
    expect(held.budget_used).toBe(a.price + c.price);
    expect((await budget({ campId: own._id, inv_ids: [] })).json().budget_used).toBe(a.price);
  });

  it('goes negative when the selection passes the budget', async () => {
    const [a, b] = metroSites();
    const small = await createCampaign(ctx, planner, { budget: a.price });
    const res = (await budget({ campId: small._id, inv_ids: [a.id, b.id] })).json();
    expect(res.remainingBudget).toBe(-b.price);
    expect(res.budget_progress).toBeGreaterThan(100);
  });

  it('rejects bad input (400)', async () => {
    for (const body of [
      { campId: camp._id },
      { campId: camp._id, inv_ids: ['x'] },
      { campId: camp._id, inv_ids: [-1] },
      { campId: camp._id, inv_ids: 'all' },
      { inv_ids: [] },
    ]) {
      expect((await budget(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/selectable_sites', () => {
  it('keeps the sites the campaign may still plan and drops planned, disabled and out-of-place ones', async () => {
    const own = await createCampaign(ctx, planner, { budget: 10_000_000 });
    const [a, b, c] = metroSites();
    const disabled = sites.find((s) => !s.planning_enabled && s.state === METRO);
    const elsewhere = sites.find((s) => s.planning_enabled && s.state !== METRO);
    expect(disabled && elsewhere).toBeTruthy();
    const booked = await ctx.call('/v2/book_inventory', { campId: own._id, inv_ids: [a.id] }, planner);
    expect(booked.statusCode, booked.body).toBe(200);
    const asked = [c.id, a.id, b.id, disabled?.id ?? 0, elsewhere?.id ?? 0, 999_999_999];
    const res = await ctx.call('/selectable_sites', { campId: own._id, inv_ids: asked }, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ inv_ids: idsOf([b, c]), total_count: 2 });
  });
});
