import { type MapClusterDto, type PlanningFiltersInput, planningFilters } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  METRO,
  outsiderToken,
  seededRandom,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { mapInventoryQuery } from './queries/map.ts';
import { cellsAnswer, mapCellsQuery } from './queries/map-cells.ts';

// Enough sites that Santiago's views hold thousands: the cut cells and the whole ones both count.
let ctx: TestContext;
let camp: CampaignScope;
let planner: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 6000 });
  planner = await ctx.tokenOf(DEMO.planner);
  const states = (await ctx.database.query<{ state: string }>('select distinct state from sites')).map(
    (r) => r.state,
  );
  const created = await createCampaign(ctx, planner, { states });
  const other = await createCampaign(ctx, planner, { states });
  camp = {
    _id: created._id,
    states,
    cities: ['All'],
    media_type: 'all',
    start_date: created.start_date,
    end_date: created.end_date,
  };
  // Some of Santiago planned here, some booked by another campaign for the same dates.
  for (const [campaign, offset, status] of [
    [created, 0, 'planned'],
    [other, 200, 'booked'],
  ] as const) {
    await ctx.database.query(
      `insert into plan_rows (campaign_id, site_id, period, status, price)
       select $1, id, daterange($2::date, $3::date, '[]'), $4, 1
         from (select id from sites where state = $5 and planning_enabled
                  and not exists (select 1 from plan_rows seeded where seeded.site_id = sites.id)
                order by id offset $6 limit 150) s`,
      [campaign._id, campaign.start_date, campaign.end_date, status, METRO, offset],
    );
  }
}, 240_000);
afterAll(() => ctx.close());

type Bounds = { ne: { lat: number; lng: number }; sw: { lat: number; lng: number } };

/** The clusters as the kept cells count them, and as the sites themselves do (every site read). */
async function bothWays(filters: PlanningFiltersInput, bounds: Bounds | undefined, zoom: number | undefined) {
  const parsed = planningFilters.parse(filters);
  const cells = mapCellsQuery(camp, parsed, bounds, zoom);
  if (!cells) throw new Error('the cells should answer this view');
  const [fromCells] = await ctx.database.query(cells);
  const [fromSites] = await ctx.database.query(mapInventoryQuery(camp, parsed, bounds, zoom, 0));
  const list = (json: string | null) => (JSON.parse(json ?? '[]') ?? []) as MapClusterDto[];
  return {
    cells: { ...fromCells, list: list(fromCells.clusters) },
    sites: { ...fromSites, list: list(fromSites.clusters) },
  };
}

/** The same clusters: counts, plan and booked shares, centres (a float sum's last digits aside). */
function expectSameClusters(a: MapClusterDto[], b: MapClusterDto[], context: string) {
  const key = (c: MapClusterDto) =>
    `${c.count}/${c.planned}/${c.booked}/${c.lng.toFixed(3)}/${c.lat.toFixed(3)}`;
  expect(a.map(key).sort(), context).toEqual(b.map(key).sort());
  const boxes = (list: MapClusterDto[]) => list.map((c) => c.bbox.join(',')).sort();
  expect(boxes(a), context).toEqual(boxes(b));
}

describe('the map counted from the kept cells (decision 0030)', () => {
  it('answers only what the cells hold: the campaign scope and ooh/digital, not other filters', () => {
    expect(cellsAnswer(planningFilters.parse({}))).toBe(true);
    expect(cellsAnswer(planningFilters.parse({ type: 'digital', format: [] }))).toBe(true);
    expect(cellsAnswer(planningFilters.parse({ traffic_density: ['high'] }))).toBe(false);
    expect(cellsAnswer(planningFilters.parse({ availability: 'available' }))).toBe(false);
    const across = { ne: { lat: -30, lng: -179 }, sw: { lat: -40, lng: 179 } };
    expect(mapCellsQuery(camp, {}, across, 5)).toBeUndefined();
    const street = { ne: { lat: -33.44, lng: -70.64 }, sw: { lat: -33.45, lng: -70.65 } };
    expect(mapCellsQuery(camp, {}, street, 14)).toBeUndefined();
    expect(mapCellsQuery(camp, {}, street, 11)).toBeDefined();
  });

  it('counts exactly what reading every site counts, for random views, zooms and types', async () => {
    const next = seededRandom(30);
    for (let i = 0; i < 14; i++) {
      // Views from a few streets of Santiago to the whole country.
      const half = i < 7 ? 0.01 + next() * 0.3 : 0.5 + next() * 10;
      const lat = -33.45 + (next() - 0.5) * (i < 7 ? 0.2 : 10);
      const lng = -70.65 + (next() - 0.5) * (i < 7 ? 0.2 : 6);
      const bounds = {
        ne: { lat: lat + half, lng: lng + half },
        sw: { lat: lat - half, lng: lng - half },
      };
      const zoom = Math.round((3 + next() * 9) * 10) / 10;
      const filters: PlanningFiltersInput = i % 3 === 0 ? { type: 'ooh' } : {};
      const { cells, sites } = await bothWays(filters, bounds, zoom);
      const context = JSON.stringify({ bounds, zoom, filters });
      expect(cells.total, context).toBe(sites.total);
      expect(
        cells.list.reduce((sum, c) => sum + c.count, 0),
        context,
      ).toBe(cells.total);
      expectSameClusters(cells.list, sites.list, context);
    }
  });

  it('counts the whole world without bounds, planned and booked shares included', async () => {
    const { cells, sites } = await bothWays({}, undefined, undefined);
    expect(cells.total).toBe(sites.total);
    expect(cells.list.reduce((sum, c) => sum + c.planned, 0)).toBe(150);
    // The seed's own bookings may overlap these dates too.
    expect(cells.list.reduce((sum, c) => sum + c.booked, 0)).toBeGreaterThanOrEqual(150);
    expectSameClusters(cells.list, sites.list, 'world');
  });

  it('keeps the cells true as sites are added, moved, disabled and deleted', async () => {
    const fresh = () =>
      ctx.database.query<{ key: string; n: number }>(
        `select concat_ws('/', state, city, type, plano_map_cx(lng), plano_map_cy(lat)) as key, count(*)::int as n
           from sites where planning_enabled group by 1 order by 1`,
      );
    const kept = () =>
      ctx.database.query<{ key: string; n: number }>(
        `select concat_ws('/', state, city, type, cx, cy) as key, n from site_map_cells order by 1`,
      );
    expect(await kept()).toEqual(await fresh());
    await ctx.database.transaction(async (query) => {
      // A copy of ten sites elsewhere, ten moved to another commune, ten switched off, ten deleted.
      await query(
        `insert into sites (vendor_id, site_code, location, city, state, lat, lng, media_type, format, lighting,
                            type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                            sec_classification, male_600mt, female_600mt)
         select vendor_id, site_code || '-copy', location, city, state, lat - 0.5, lng + 0.3, media_type, format,
                lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                sec_classification, male_600mt, female_600mt
           from sites order by id limit 10`,
      );
      await query(
        `update sites set lat = lat + 0.05, city = 'Ñuñoa' where id in (select id from sites order by id offset 10 limit 10)`,
      );
      await query(
        'update sites set planning_enabled = false where id in (select id from sites order by id offset 20 limit 10)',
      );
      await query(
        'update sites set price = price + 1 where id in (select id from sites order by id offset 30 limit 10)',
      );
      const doomed = 'select id from sites order by id offset 40 limit 10';
      await query(`delete from plan_rows where site_id in (${doomed})`);
      await query(`delete from sites where id in (${doomed})`);
    });
    expect(await kept()).toEqual(await fresh());
    await ctx.database.query('update sites set planning_enabled = true where not planning_enabled');
    expect(await kept()).toEqual(await fresh());
  });

  it('/fetch_planning_centre: the densest place of the campaign, as its sites say; 401, 404, 400', async () => {
    const res = await ctx.call('/fetch_planning_centre', { campId: camp._id }, planner);
    expect(res.statusCode, res.body).toBe(200);
    const [densest] = await ctx.database.query<{ lng: number; lat: number }>(
      `select avg(lng) as lng, avg(lat) as lat from sites
        where planning_enabled and state = any($1::text[])
        group by plano_map_cx(lng), plano_map_cy(lat)
        order by count(*) desc, plano_map_cx(lng), plano_map_cy(lat) limit 1`,
      [camp.states],
    );
    const [lng, lat] = res.json().centre;
    expect(lng).toBeCloseTo(densest.lng, 6);
    expect(lat).toBeCloseTo(densest.lat, 6);
    expect((await ctx.call('/fetch_planning_centre', { campId: camp._id })).statusCode).toBe(401);
    const outsider = await outsiderToken(ctx, 'centre-outsider@other.test');
    expect((await ctx.call('/fetch_planning_centre', { campId: camp._id }, outsider)).statusCode).toBe(404);
    expect((await ctx.call('/fetch_planning_centre', { campId: 'nope' }, planner)).statusCode).toBe(400);
  });
});
