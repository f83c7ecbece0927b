import { distinctFiltersDto, mapSiteDto, nearbyPlaceDto, type PlanningFiltersInput } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCampaign,
  haversine,
  idsOf,
  loadSeedSites,
  METRO,
  mapCall,
  mapIds,
  oracle,
  outsiderToken,
  type PlaceRef,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, inDays, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let sites: SeedSite[];
let places: PlaceRef[];
let campId: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600 });
  planner = await ctx.tokenOf(DEMO.planner);
  // A few Santiago sites switched off for planning: no call may ever suggest them.
  await ctx.database.query(
    `update sites set planning_enabled = false
      where id in (select id from sites where state = $1 order by id limit 4)`,
    [METRO],
  );
  sites = await loadSeedSites(ctx);
  campId = (await createCampaign(ctx, planner))._id;
  places = (await mapCall(ctx, planner, campId)).json().nearby;
});
afterAll(() => ctx.close());

const metroSites = () => sites.filter((s) => s.planning_enabled && s.state === METRO);

/** Checks the map call against the oracle: every site returned matches, none that matches is missed. */
async function expectOracle(filters: PlanningFiltersInput) {
  const ids = await mapIds(ctx, planner, campId, filters);
  const verdicts = new Map(metroSites().map((s) => [s.id, oracle(s, filters, places)]));
  const must = [...verdicts].filter(([, v]) => v === true).map(([id]) => id);
  expect(must.length, 'the filter should keep some sites').toBeGreaterThan(0);
  expect(must.length, 'the filter should drop some sites').toBeLessThan(metroSites().length);
  expect(
    ids.filter((id) => !verdicts.get(id)),
    'returned but not matching',
  ).toEqual([]);
  expect(
    must.filter((id) => !ids.includes(id)),
    'matching but missed',
  ).toEqual([]);
}

describe('POST /api/v2/fetch_sugg_inventory_map: access and input', () => {
  it('needs a token (401)', async () => {
    const res = await ctx.call('/v2/fetch_sugg_inventory_map', { campId, filters: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a campaign of another agency, and for an unknown one', async () => {
    const other = await outsiderToken(ctx, 'map-outsider@other.test');
    expect((await mapCall(ctx, other, campId)).statusCode).toBe(404);
    const unknown = await mapCall(ctx, planner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Campaign not found');
  });

  const bad: [string, Record<string, unknown>][] = [
    ['a campId that is not an id', { campId: 'x', filters: {} }],
    ['no campId', { filters: {} }],
    ['a negative area', { campId: 'C', filters: { area_n: { $gte: -1 } } }],
    ['an area above the slider', { campId: 'C', filters: { area_n: { $lte: 1001 } } }],
    ['a final score above 1.5', { campId: 'C', filters: { 'additional_data.final_score': { $lte: 2 } } }],
    ['an unknown gender', { campId: 'C', filters: { gender: 'other' } }],
    ['an unknown campaign type', { campId: 'C', filters: { type: 'radio' } }],
    ['an unknown filter', { campId: 'C', filters: { unknown_filter: 1 } }],
    ['a radius above 10 km', { campId: 'C', filters: { nearby: { places: [1], radius: 10_001 } } }],
    ['a place that is not an id', { campId: 'C', filters: { nearby: { places: ['x'], radius: 100 } } }],
    ['an unknown availability', { campId: 'C', filters: { availability: 'maybe' } }],
    ['bounds without numbers', { campId: 'C', filters: {}, bounds: { ne: { lat: 'x' } } }],
    [
      'bounds with ne south of sw',
      { campId: 'C', filters: {}, bounds: { ne: { lat: -34, lng: -70 }, sw: { lat: -33, lng: -71 } } },
    ],
    [
      'a latitude beyond 90',
      { campId: 'C', filters: {}, bounds: { ne: { lat: 91, lng: 0 }, sw: { lat: 0, lng: 0 } } },
    ],
  ];
  it.each(bad)('rejects %s (400)', async (_name, body) => {
    const payload = { ...body, ...(body.campId === 'C' ? { campId } : {}) };
    const res = await ctx.call('/v2/fetch_sugg_inventory_map', payload, planner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('POST /api/v2/fetch_sugg_inventory_map: what it answers', () => {
  it('answers every site of the campaign, markers, option lists and places', async () => {
    const res = await mapCall(ctx, planner, campId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'distinctFilters',
      'inv_ids',
      'nearby',
      'plano_inventory',
      'total_count',
    ]);
    // The answer is assembled from JSON text: it must still be exactly the documented shape.
    expect(() => z.array(mapSiteDto).parse(body.plano_inventory)).not.toThrow();
    expect(() => z.array(nearbyPlaceDto).parse(body.nearby)).not.toThrow();
    expect(() => distinctFiltersDto.strict().parse(body.distinctFilters)).not.toThrow();
    expect(body.total_count).toBe(metroSites().length);
    expect(await mapIds(ctx, planner, campId)).toEqual(idsOf(metroSites()));
    const marker = body.plano_inventory[0];
    const seed = sites.find((s) => s.id === marker._id);
    expect(marker).toMatchObject({
      site_code: expect.any(String),
      lat: seed?.lat,
      lng: seed?.lng,
      price: seed?.price,
    });
    expect(marker.m).toHaveLength(4);
    for (const site of body.plano_inventory as { m: number[] }[]) {
      for (const v of site.m) expect(v >= 0 && v <= 1 && Number(v.toFixed(3)) === v, String(v)).toBe(true);
    }
    // Best final score first: the map keeps these when it must cap.
    const scores = (body.plano_inventory as { _id: number }[]).map(
      (m) => sites.find((s) => s.id === m._id)?.final_score ?? 0,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const owners = [...new Set(metroSites().map((s) => s.media_owner))].sort();
    expect(body.distinctFilters.media_owner).toEqual(owners);
    expect(body.distinctFilters.format).toEqual([...new Set(metroSites().map((s) => s.format))].sort());
    expect(body.nearby.length).toBeGreaterThan(0);
    expect(body.nearby[0]).toMatchObject({
      _id: expect.any(Number),
      name: expect.any(String),
      icon: expect.any(String),
    });
  });

  it('narrows to the campaign cities and media type', async () => {
    const camp = await createCampaign(ctx, planner, {
      cities: ['Providencia', 'Las Condes'],
      media_type: 'digital',
    });
    const expected = metroSites().filter(
      (s) => ['Providencia', 'Las Condes'].includes(s.city) && s.type === 'digital',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await mapIds(ctx, planner, camp._id)).toEqual(idsOf(expected));
  });

  const single: [string, PlanningFiltersInput][] = [
    ['sec_classification (several)', { sec_classification: ['ab', 'c1a'] }],
    ['sec_classification (one, as a string)', { sec_classification: 'c2' }],
    ['sec_600mt', { sec_600mt: 'c2' }],
    ['traffic_density', { traffic_density: ['high'] }],
    ['traffic_density (two)', { traffic_density: ['low', 'medium'] }],
    ['type digital', { type: 'digital' }],
    ['type ooh', { type: ['ooh'] }],
    ['gender male', { gender: 'male' }],
    ['gender female', { gender: 'female' }],
    ['area_n between', { area_n: { $gte: 20, $lte: 40 } }],
    ['area_n from', { area_n: { $gte: 30 } }],
    ['final score', { 'additional_data.final_score': { $gte: 0.5, $lte: 0.8 } }],
    ['final score up to', { 'additional_data.final_score': { $lte: 0.6 } }],
  ];
  it.each(single)('filter %s: every site returned matches and none is missed', async (_name, filters) => {
    await expectOracle(filters);
  });

  it('filters media owner, format and media type, each alone and together', async () => {
    const [a, b] = metroSites();
    await expectOracle({ media_owner: [a.media_owner] });
    await expectOracle({ format: [a.format, b.format] });
    await expectOracle({ media_type: a.media_type });
    await expectOracle({ media_owner: [a.media_owner], format: [a.format], media_type: [a.media_type] });
  });

  it('combines many filters as AND', async () => {
    await expectOracle({
      traffic_density: ['high', 'medium'],
      sec_classification: ['ab', 'c1a', 'c1b', 'c2'],
      area_n: { $gte: 10, $lte: 60 },
    });
    await expectOracle({ type: 'ooh', gender: 'female', 'additional_data.final_score': { $gte: 0.3 } });
  });

  it('keeps sites within the radius of any chosen place', async () => {
    // The place with most Santiago sites around it, and one 10–30 km away, so "any of" is really tested.
    const around = (p: PlaceRef, r: number) =>
      metroSites().filter((s) => oracle(s, { nearby: { places: [p._id], radius: r } }, [p]) === true).length;
    const first = places.reduce((best, p) => (around(p, 3000) > around(best, 3000) ? p : best));
    const distance = (p: PlaceRef) =>
      haversine(
        first.loc.coordinates[1],
        first.loc.coordinates[0],
        p.loc.coordinates[1],
        p.loc.coordinates[0],
      );
    const far = places
      .filter((p) => distance(p) > 10_000 && distance(p) < 30_000)
      .reduce((best, p) => (around(p, 4000) > around(best, 4000) ? p : best));
    await expectOracle({ nearby: { places: [first._id], radius: 3000 } });
    await expectOracle({ nearby: { places: [first._id, far._id], radius: 4000 } });
    await expectOracle({ nearby: { places: [String(far._id)], radius: 4000 }, type: 'ooh' });
    // Radius 0 keeps only sites on the place itself: none here.
    expect(await mapIds(ctx, planner, campId, { nearby: { places: [first._id], radius: 0 } })).toEqual([]);
    // No place chosen: the radius alone does not filter.
    expect(await mapIds(ctx, planner, campId, { nearby: { places: [], radius: 100 } })).toEqual(
      idsOf(metroSites()),
    );
  });

  it('stays inside the bounds, with and without filters', async () => {
    const box = { n: -33.4, s: -33.47, e: -70.55, w: -70.65 };
    const bounds = { ne: { lat: box.n, lng: box.e }, sw: { lat: box.s, lng: box.w } };
    const inside = (s: SeedSite) => s.lat >= box.s && s.lat <= box.n && s.lng >= box.w && s.lng <= box.e;
    const expected = metroSites().filter(inside);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(metroSites().length);
    expect(await mapIds(ctx, planner, campId, {}, bounds)).toEqual(idsOf(expected));
    const filters = { traffic_density: ['high'] };
    expect(await mapIds(ctx, planner, campId, filters, bounds)).toEqual(
      idsOf(expected.filter((s) => oracle(s, filters))),
    );
    // A viewport over the ocean holds nothing.
    const ocean = { ne: { lat: -33, lng: -80 }, sw: { lat: -34, lng: -81 } };
    expect((await mapCall(ctx, planner, campId, {}, ocean)).json()).toMatchObject({
      total_count: 0,
      inv_ids: [],
      plano_inventory: [],
    });
  });
});

describe('availability', () => {
  it('a booked row of another campaign overlapping the dates makes a site unavailable, nothing else does', async () => {
    const camp = await createCampaign(ctx, planner, { start_date: inDays(100), end_date: inDays(130) });
    const others = await Promise.all(
      [
        [inDays(120), inDays(150)],
        [inDays(60), inDays(100)],
        [inDays(40), inDays(99)],
        [inDays(131), inDays(140)],
        [inDays(90), inDays(140)],
      ].map(([start_date, end_date]) => createCampaign(ctx, planner, { start_date, end_date })),
    );
    const [t1, t2, t3, t4, t5] = metroSites().slice(10, 15);
    const book = (
      campaign: { _id: string; start_date: string; end_date: string },
      site: SeedSite,
      status = 'booked',
    ) =>
      ctx.database.query(
        `insert into plan_rows (campaign_id, site_id, period, status, price)
         values ($1, $2, daterange($3::date, $4::date, '[]'), $5, 1)`,
        [campaign._id, site.id, campaign.start_date, campaign.end_date, status],
      );
    await book(others[0], t1); // overlaps the end: unavailable
    await book(others[1], t2); // ends on the start day, both days run: unavailable
    await book(others[2], t3); // ends the day before: available
    await book(others[3], t4); // starts the day after: available
    await book(others[4], t5, 'planned'); // overlaps but only planned: available

    // The oracle: every booked row of the database, not just these.
    const booked = await ctx.database.query<{ site_id: number }>(
      `select distinct site_id::float8 as site_id from plan_rows
        where status = 'booked' and campaign_id <> $1 and period && daterange($2::date, $3::date, '[]')`,
      [camp._id, camp.start_date, camp.end_date],
    );
    const unavailable = new Set(booked.map((r) => r.site_id));
    expect(unavailable.has(t1.id) && unavailable.has(t2.id)).toBe(true);
    expect([t3, t4, t5].some((t) => unavailable.has(t.id))).toBe(false);

    expect(await mapIds(ctx, planner, camp._id, { availability: 'available' })).toEqual(
      idsOf(metroSites().filter((s) => !unavailable.has(s.id))),
    );
    expect(await mapIds(ctx, planner, camp._id, { availability: 'booked' })).toEqual(
      idsOf(metroSites().filter((s) => unavailable.has(s.id))),
    );
    // Without the filter, booked sites are still suggested (availability is a choice of the planner).
    expect(await mapIds(ctx, planner, camp._id)).toEqual(idsOf(metroSites()));
  });
});
