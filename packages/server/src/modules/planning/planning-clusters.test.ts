import {
  MAX_MAP_IDS,
  MAX_MAP_MARKERS,
  type MapClusterDto,
  mapClusterDto,
  mapSiteDto,
  type PlanningFiltersInput,
} from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCampaign,
  loadSeedSites,
  METRO,
  oracle,
  type SeedSite,
  seededRandom,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { cellsAcrossWorld, MAX_CELLS_ACROSS, mercatorX, mercatorY } from './cluster-grid.ts';

// More sites than MAX_MAP_IDS in the country, so every regime of the answer is reached.
const SITES = 12_500;
let ctx: TestContext;
let planner: string;
let sites: SeedSite[];
let states: string[];
let countryId: string;

interface View {
  bounds?: { ne: { lat: number; lng: number }; sw: { lat: number; lng: number } };
  zoom?: number;
}
interface MapAnswer {
  plano_inventory: z.infer<typeof mapSiteDto>[];
  clusters?: MapClusterDto[];
  total_count: number;
  inv_ids?: number[];
}

beforeAll(async () => {
  ctx = await createTestContext({ sites: SITES });
  planner = await ctx.tokenOf(DEMO.planner);
  sites = await loadSeedSites(ctx);
  states = [...new Set(sites.map((s) => s.state))].sort();
  countryId = (await createCampaign(ctx, planner, { states }))._id;
}, 240_000);
afterAll(() => ctx.close());

const call = (campId: string, filters: PlanningFiltersInput, view: View, extra: object = {}) =>
  ctx.call(
    '/v2/fetch_sugg_inventory_map',
    { campId, filters, networks: [], include_nearby: false, ...view, ...extra },
    planner,
  );

async function answer(campId: string, filters: PlanningFiltersInput, view: View): Promise<MapAnswer> {
  const res = await call(campId, filters, view);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MapAnswer;
}

const inside = (s: SeedSite, bounds: View['bounds']) =>
  !bounds ||
  (s.lat >= bounds.sw.lat && s.lat <= bounds.ne.lat && s.lng >= bounds.sw.lng && s.lng <= bounds.ne.lng);

/** The brute-force answer: the campaign's enabled sites in view that match the filters. */
const expected = (filters: PlanningFiltersInput, bounds: View['bounds'], scope = states) =>
  sites.filter(
    (s) => s.planning_enabled && scope.includes(s.state) && inside(s, bounds) && oracle(s, filters) === true,
  );

const FILTERS: PlanningFiltersInput[] = [
  {},
  { type: 'ooh' },
  { traffic_density: ['high', 'medium'] },
  { sec_classification: ['ab', 'c1a', 'c1b', 'c2'], area_n: { $gte: 10 } },
  { gender: 'female', 'additional_data.final_score': { $gte: 0.3 } },
];

function expectClusters(body: MapAnswer, bounds: View['bounds']) {
  expect(body.plano_inventory).toEqual([]);
  const clusters = z.array(mapClusterDto.strict()).parse(body.clusters);
  expect(clusters.length).toBeLessThanOrEqual(MAX_CELLS_ACROSS * MAX_CELLS_ACROSS);
  expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(body.total_count);
  for (const c of clusters) {
    const [west, south, east, north] = c.bbox;
    expect(c.count).toBeGreaterThan(0);
    expect(c.booked).toBeLessThanOrEqual(c.count);
    expect(west <= c.lng && c.lng <= east && south <= c.lat && c.lat <= north, JSON.stringify(c)).toBe(true);
    if (bounds) {
      expect(west >= bounds.sw.lng - 1e-5 && east <= bounds.ne.lng + 1e-5).toBe(true);
      expect(south >= bounds.sw.lat - 1e-5 && north <= bounds.ne.lat + 1e-5).toBe(true);
    }
  }
  return clusters;
}

describe('the map answer bounded by the screen: clusters', () => {
  it('answers clusters whose counts add up to the exact total, for random views and filters', async () => {
    const next = seededRandom(22);
    let clustered = 0;
    for (let i = 0; i < 16; i++) {
      const filters = FILTERS[i % FILTERS.length];
      // Views from a city to the whole country, at zooms from the country's to a district's.
      const lat = -56 + next() * 39;
      const lng = -76 + next() * 10;
      const half = 0.2 + next() * 12;
      const bounds = {
        ne: { lat: Math.min(-17, lat + half), lng: Math.min(-66, lng + half) },
        sw: { lat: Math.max(-56, lat - half), lng: Math.max(-76, lng - half) },
      };
      const zoom = Math.round((3 + next() * 10) * 10) / 10;
      const want = expected(filters, bounds);
      const body = await answer(countryId, filters, { bounds, zoom });
      expect(body.total_count, JSON.stringify({ filters, bounds, zoom })).toBe(want.length);
      if (want.length > MAX_MAP_MARKERS) {
        clustered++;
        const clusters = expectClusters(body, bounds);
        // The same grid computed here, site by site: the same cells with the same counts.
        const n = cellsAcrossWorld(zoom, bounds);
        const cells = new Map<string, number>();
        for (const s of want) {
          const key = `${Math.floor(mercatorX(s.lng) * n)}:${Math.floor(mercatorY(s.lat) * n)}`;
          cells.set(key, (cells.get(key) ?? 0) + 1);
        }
        const counts = (list: number[]) => [...list].sort((a, b) => b - a);
        expect(counts(clusters.map((c) => c.count))).toEqual(counts([...cells.values()]));
        // Every matching site lies in some cluster's box: the boxes are of the sites counted.
        for (const s of want.slice(0, 200)) {
          expect(
            clusters.some(
              (c) => s.lng >= c.bbox[0] && s.lng <= c.bbox[2] && s.lat >= c.bbox[1] && s.lat <= c.bbox[3],
            ),
          ).toBe(true);
        }
      } else {
        expect(body.clusters).toBeUndefined();
        expect(body.plano_inventory.map((m) => m._id).sort((a, b) => a - b)).toEqual(
          want.map((s) => s.id).sort((a, b) => a - b),
        );
      }
    }
    expect(clustered, 'some views should be clustered').toBeGreaterThan(3);
  });

  it('counts the whole country without bounds or zoom (SPEC call), and omits the ids past the limit', async () => {
    const want = expected({}, undefined);
    expect(want.length).toBeGreaterThan(MAX_MAP_IDS);
    const body = await answer(countryId, {}, {});
    expect(body.total_count).toBe(want.length);
    expect(body.inv_ids).toBeUndefined();
    expectClusters(body, undefined);
  });

  it('lists every id while the matching set is within the limit, with clusters past the markers limit', async () => {
    const metroId = (await createCampaign(ctx, planner))._id;
    const want = expected({}, undefined, [METRO]);
    expect(want.length).toBeGreaterThan(MAX_MAP_MARKERS);
    expect(want.length).toBeLessThanOrEqual(MAX_MAP_IDS);
    const body = await answer(metroId, {}, { zoom: 9 });
    expectClusters(body, undefined);
    expect(body.inv_ids?.sort((a, b) => a - b)).toEqual(want.map((s) => s.id).sort((a, b) => a - b));
  });

  it('says how many of a cluster are in the plan and booked elsewhere, not counting the planned', async () => {
    const camp = await createCampaign(ctx, planner, { states });
    const other = await createCampaign(ctx, planner, { states });
    const metro = expected({}, undefined, [METRO]);
    const planned = metro.slice(0, 40);
    const booked = metro.slice(40, 65);
    for (const [campaign, list, status] of [
      [camp, planned, 'planned'],
      [other, booked, 'booked'],
    ] as const) {
      await ctx.database.query(
        `insert into plan_rows (campaign_id, site_id, period, status, price)
         select $1, unnest($2::bigint[]), daterange($3::date, $4::date, '[]'), $5, 1`,
        [campaign._id, list.map((s) => s.id), campaign.start_date, campaign.end_date, status],
      );
    }
    // The oracle of "booked elsewhere": every booked row of the database (the seed books some too).
    const taken = await ctx.database.query<{ site_id: number }>(
      `select distinct site_id::float8 as site_id from plan_rows
        where status = 'booked' and campaign_id <> $1 and period && daterange($2::date, $3::date, '[]')`,
      [camp._id, camp.start_date, camp.end_date],
    );
    const takenIds = new Set(taken.map((r) => r.site_id));
    expect(booked.every((s) => takenIds.has(s.id))).toBe(true);
    const suggested = expected({}, undefined).filter((s) => !planned.includes(s));
    const body = await answer(camp._id, {}, { zoom: 5 });
    const clusters = expectClusters(body, undefined);
    expect(body.total_count).toBe(suggested.length);
    expect(clusters.reduce((sum, c) => sum + c.planned, 0)).toBe(planned.length);
    expect(clusters.reduce((sum, c) => sum + c.booked, 0)).toBe(
      suggested.filter((s) => takenIds.has(s.id)).length,
    );
  });

  it('answers markers with their usual fields once few enough sites are in view', async () => {
    const centre = { lat: -33.4263, lng: -70.6118 };
    const bounds = {
      ne: { lat: centre.lat + 0.02, lng: centre.lng + 0.02 },
      sw: { lat: centre.lat - 0.02, lng: centre.lng - 0.02 },
    };
    const want = expected({}, bounds);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThanOrEqual(MAX_MAP_MARKERS);
    const body = await answer(countryId, {}, { bounds, zoom: 15 });
    expect(body.clusters).toBeUndefined();
    const markers = z.array(mapSiteDto.strict()).parse(body.plano_inventory);
    expect(markers.map((m) => m._id).sort((a, b) => a - b)).toEqual(
      want.map((s) => s.id).sort((a, b) => a - b),
    );
    expect(body.inv_ids?.length).toBe(want.length);
    const seed = want.find((s) => s.id === markers[0]._id);
    expect(markers[0]).toMatchObject({ site_code: seed?.site_code, lat: seed?.lat, lng: seed?.lng });
  });

  it('stays under 500 KB whatever the zoom asks, places included', async () => {
    const chile = { ne: { lat: -17, lng: -66 }, sw: { lat: -56, lng: -76 } };
    let biggest = 0;
    for (const view of [{}, { zoom: 22 }, { bounds: chile, zoom: 22 }, { bounds: chile, zoom: 4 }]) {
      const res = await call(countryId, {}, view, { include_nearby: true });
      expect(res.statusCode).toBe(200);
      biggest = Math.max(biggest, Buffer.byteLength(res.body));
      expect(res.json().clusters.length).toBeLessThanOrEqual(MAX_CELLS_ACROSS * MAX_CELLS_ACROSS);
    }
    expect(biggest).toBeLessThan(500_000);
  });

  it('clusters sooner when the places ride along, so markers and places stay under 500 KB together', async () => {
    // A box around Santiago grown until it holds nearly MAX_MAP_MARKERS sites.
    let half = 0.01;
    const box = () => ({
      ne: { lat: -33.44 + half, lng: -70.64 + half },
      sw: { lat: -33.44 - half, lng: -70.64 - half },
    });
    while (expected({}, box()).length < MAX_MAP_MARKERS * 0.9) half *= 1.1;
    const bounds = box();
    const want = expected({}, bounds).length;
    expect(want).toBeLessThanOrEqual(MAX_MAP_MARKERS);
    const without = (await call(countryId, {}, { bounds, zoom: 12 })).json();
    expect(without.plano_inventory).toHaveLength(want);
    const res = await call(countryId, {}, { bounds, zoom: 12 }, { include_nearby: true });
    const body = res.json();
    expect(Buffer.byteLength(res.body)).toBeLessThan(500_000);
    expect(body.total_count).toBe(want);
    // Either every marker fits beside the places, or the same sites come as clusters.
    if (body.plano_inventory.length === 0) {
      expect(body.clusters.reduce((sum: number, c: MapClusterDto) => sum + c.count, 0)).toBe(want);
    } else {
      expect(body.plano_inventory).toHaveLength(want);
    }
  });

  it('refuses a zoom that is not a map zoom (400)', async () => {
    for (const zoom of [-1, 23, 'x']) {
      const res = await call(countryId, {}, {}, { zoom });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});
