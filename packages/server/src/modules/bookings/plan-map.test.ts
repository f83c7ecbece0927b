import { type Bounds, MAX_MAP_MARKERS, type PlanMapDto, planMapDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  loadSeedSites,
  type SeedSite,
  seededRandom,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { cellsAcrossWorld, MAX_CELLS_ACROSS, mercatorX, mercatorY } from '../planning/cluster-grid.ts';

// Book Inventory's map is bounded by the screen as the planning map is (decision 0043): a plan of
// more sites in view than MAX_MAP_MARKERS is answered as clusters whose counts are exact.

/** The same seed as map-cells.test.ts: the run's template database serves both. */
const SITES = 6000;
const STATUSES = ['planned', 'pending', 'approved', 'rejected', 'booked'] as const;

let ctx: TestContext;
let viewer: string;
let campId: string;
/** The plan's sites, with what the map says of each. */
let plan: (SeedSite & { status: string; bookedElsewhere: boolean })[];

beforeAll(async () => {
  ctx = await createTestContext({ sites: SITES });
  const planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  const sites = await loadSeedSites(ctx);
  const states = [...new Set(sites.map((s) => s.state))];
  const camp = await createCampaign(ctx, planner, { states });
  campId = camp._id;
  const other = await createCampaign(ctx, planner, { states });
  const bookedRows = async () =>
    new Set(
      (
        await ctx.database.query<{ id: number }>(
          `select site_id::float8 as id from plan_rows
            where status = 'booked' and period && daterange($1::date, $2::date, '[]')`,
          [camp.start_date, camp.end_date],
        )
      ).map((r) => r.id),
    );
  // Another campaign books a few sites for the same dates, besides what the demo has booked.
  const before = await bookedRows();
  const free = sites.filter((s) => s.id % 7 === 0 && !before.has(s.id)).slice(0, 40);
  await insertRows(other._id, free, () => 'booked', other);
  const taken = await bookedRows();
  // Every site of the country in the plan, each status in turn; booked only where no one else has.
  plan = sites.map((s, i) => {
    const wanted = STATUSES[i % STATUSES.length];
    const status = wanted === 'booked' && taken.has(s.id) ? 'planned' : wanted;
    return { ...s, status, bookedElsewhere: status !== 'booked' && taken.has(s.id) };
  });
  await insertRows(campId, plan, (i) => plan[i].status, camp);
  expect(plan.length).toBeGreaterThan(MAX_MAP_MARKERS);
}, 240_000);
afterAll(() => ctx.close());

async function insertRows(
  campaignId: string,
  rows: SeedSite[],
  status: (i: number) => string,
  camp: { start_date: string; end_date: string },
) {
  await ctx.database.query(
    `insert into plan_rows (campaign_id, site_id, period, status, price)
     select $1, u.id, daterange($3::date, $4::date, '[]'), u.status, 10
       from unnest($2::bigint[], $5::text[]) as u(id, status)`,
    [campaignId, rows.map((s) => s.id), camp.start_date, camp.end_date, rows.map((_, i) => status(i))],
  );
}

const map = async (body: Record<string, unknown>): Promise<PlanMapDto> => {
  const res = await ctx.call('/fetch_plan_map', { campId, ...body }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return planMapDto.strict().parse(res.json());
};

const inside = (s: SeedSite, bounds?: Bounds) =>
  !bounds ||
  (s.lat >= bounds.sw.lat && s.lat <= bounds.ne.lat && s.lng >= bounds.sw.lng && s.lng <= bounds.ne.lng);

/** The clusters' grid computed here site by site: each cell's count, biggest first. */
function cellCounts(sites: SeedSite[], n: number): number[] {
  const cells = new Map<string, number>();
  for (const s of sites) {
    const key = `${Math.floor(mercatorX(s.lng) * n)}:${Math.floor(mercatorY(s.lat) * n)}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return [...cells.values()].sort((a, b) => b - a);
}

/** The mean position of the tenth of a degree holding the most sites (ties: the westmost, southmost). */
function densestTenth(sites: SeedSite[]): [number, number] {
  const cells = new Map<string, { x: number; y: number; n: number; lng: number; lat: number }>();
  for (const s of sites) {
    const x = Math.floor(s.lng * 10);
    const y = Math.floor(s.lat * 10);
    const cell = cells.get(`${x}:${y}`) ?? { x, y, n: 0, lng: 0, lat: 0 };
    cell.n++;
    cell.lng += s.lng;
    cell.lat += s.lat;
    cells.set(`${x}:${y}`, cell);
  }
  const [best] = [...cells.values()].sort((a, b) => b.n - a.n || a.x - b.x || a.y - b.y);
  return [best.lng / best.n, best.lat / best.n];
}

/** Rounded to 5 decimals by the database, after sums in another order than here. */
function expectCentre(centre: [number, number] | null, want: [number, number]) {
  expect(centre?.[0]).toBeCloseTo(want[0], 4);
  expect(centre?.[1]).toBeCloseTo(want[1], 4);
}

function expectClusters(body: PlanMapDto, want: typeof plan, n: number, bounds?: Bounds) {
  expect(body.sites).toBeNull();
  const clusters = body.clusters ?? [];
  expect(clusters.length).toBeLessThanOrEqual(MAX_CELLS_ACROSS * MAX_CELLS_ACROSS);
  expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(want.length);
  expect(clusters.reduce((sum, c) => sum + c.booked_elsewhere, 0)).toBe(
    want.filter((s) => s.bookedElsewhere).length,
  );
  expect(clusters.map((c) => c.count)).toEqual(cellCounts(want, n));
  // Where the plan stands: each cluster's sites by status add up to its count, and the clusters'
  // to the plan's sites in view at each status.
  for (const status of STATUSES) {
    expect(
      clusters.reduce((sum, c) => sum + c.statuses[status], 0),
      status,
    ).toBe(want.filter((s) => s.status === status).length);
  }
  for (const c of clusters) {
    expect(Object.values(c.statuses).reduce((sum, k) => sum + k, 0)).toBe(c.count);
    const [west, south, east, north] = c.bbox;
    expect(west <= c.lng && c.lng <= east && south <= c.lat && c.lat <= north, JSON.stringify(c)).toBe(true);
    if (bounds) {
      expect(west >= bounds.sw.lng - 1e-5 && east <= bounds.ne.lng + 1e-5).toBe(true);
      expect(south >= bounds.sw.lat - 1e-5 && north <= bounds.ne.lat + 1e-5).toBe(true);
    }
  }
  // Every site lies in some cluster's box: a click on it zooms to where its sites are.
  for (const s of want.slice(0, 300)) {
    expect(
      clusters.some(
        (c) => s.lng >= c.bbox[0] && s.lng <= c.bbox[2] && s.lat >= c.bbox[1] && s.lat <= c.bbox[3],
      ),
    ).toBe(true);
  }
}

describe('POST /api/fetch_plan_map: a big plan', () => {
  it('answers the whole plan as clusters on the world grid, and where it is densest', async () => {
    const body = await map({});
    expect(body.total_count).toBe(plan.length);
    expectClusters(body, plan, cellsAcrossWorld(undefined));
    expectCentre(body.centre, densestTenth(plan));
  });

  it('says where the plan is densest only without bounds; a zoom sizes the grid of a view', async () => {
    expectCentre((await map({ zoom: 7 })).centre, densestTenth(plan));
    const bounds = { sw: { lat: -40, lng: -76 }, ne: { lat: -30, lng: -66 } };
    const inView = await map({ bounds, zoom: 6 });
    expect(inView.centre).toBeNull();
    const want = plan.filter((s) => inside(s, bounds));
    expect(want.length).toBeGreaterThan(MAX_MAP_MARKERS);
    expectClusters(inView, want, cellsAcrossWorld(6, bounds), bounds);
  });

  it('answers the plan in view, clusters or markers, exact for random views and zooms', async () => {
    const next = seededRandom(43);
    let clustered = 0;
    let marked = 0;
    for (let i = 0; i < 14; i++) {
      const lat = -56 + next() * 39;
      const lng = -76 + next() * 10;
      const half = 0.05 + next() * 14;
      const bounds = {
        ne: { lat: Math.min(-17, lat + half), lng: Math.min(-66, lng + half) },
        sw: { lat: Math.max(-56, lat - half), lng: Math.max(-76, lng - half) },
      };
      const zoom = Math.round((3 + next() * 12) * 10) / 10;
      const want = plan.filter((s) => inside(s, bounds));
      const body = await map({ bounds, zoom });
      expect(body.total_count, JSON.stringify({ bounds, zoom })).toBe(want.length);
      if (want.length > MAX_MAP_MARKERS) {
        clustered++;
        expectClusters(body, want, cellsAcrossWorld(zoom, bounds), bounds);
      } else {
        marked++;
        expect(body.clusters).toBeNull();
        expect(body.sites?.map((s) => s._id)).toEqual(want.map((s) => s.id).sort((a, b) => a - b));
      }
    }
    expect(clustered, 'some views should be clustered').toBeGreaterThan(2);
    expect(marked, 'some views should be markers').toBeGreaterThan(2);
  });

  it('answers markers with their status and whether another campaign booked them, once few are in view', async () => {
    const busiest = plan.find((s) => s.bookedElsewhere) ?? plan[0];
    const bounds = {
      ne: { lat: busiest.lat + 0.05, lng: busiest.lng + 0.05 },
      sw: { lat: busiest.lat - 0.05, lng: busiest.lng - 0.05 },
    };
    const want = plan.filter((s) => inside(s, bounds)).sort((a, b) => a.id - b.id);
    const body = await map({ bounds, zoom: 14 });
    expect(body.total_count).toBe(want.length);
    expect(body.sites).toEqual(
      want.map((s) => ({
        _id: s.id,
        site_code: s.site_code,
        lat: s.lat,
        lng: s.lng,
        price: 10,
        type: s.type,
        media_type: s.media_type,
        status: s.status,
        booked_elsewhere: expect.any(Boolean),
      })),
    );
    const flagged = (body.sites ?? []).filter((s) => s.booked_elsewhere && s.status !== 'booked');
    expect(flagged.map((s) => s._id)).toEqual(want.filter((s) => s.bookedElsewhere).map((s) => s.id));
    expect(flagged.length).toBeGreaterThan(0);
  });

  it('finds a site where it has moved to: its plan rows follow it (migration 0024)', async () => {
    const moved = plan[7];
    const to = { lat: -20.2, lng: -70.1 };
    const around = {
      sw: { lat: to.lat - 0.001, lng: to.lng - 0.001 },
      ne: { lat: to.lat + 0.001, lng: to.lng + 0.001 },
    };
    expect((await map({ bounds: around, zoom: 15 })).sites).toEqual([]);
    await ctx.database.query('update sites set lat = $2, lng = $3 where id = $1', [moved.id, to.lat, to.lng]);
    try {
      const body = await map({ bounds: around, zoom: 15 });
      expect(body.sites?.map((s) => [s._id, s.lat, s.lng])).toEqual([[moved.id, to.lat, to.lng]]);
      // Every campaign's row of that site moved, not only this plan's.
      const [{ stale }] = await ctx.database.query<{ stale: number }>(
        'select count(*)::int as stale from plan_rows where site_id = $1 and (lat, lng) <> ($2, $3)',
        [moved.id, to.lat, to.lng],
      );
      expect(stale).toBe(0);
    } finally {
      await ctx.database.query('update sites set lat = $2, lng = $3 where id = $1', [
        moved.id,
        moved.lat,
        moved.lng,
      ]);
    }
    const back = {
      sw: { lat: moved.lat - 1e-4, lng: moved.lng - 1e-4 },
      ne: { lat: moved.lat + 1e-4, lng: moved.lng + 1e-4 },
    };
    expect((await map({ bounds: back, zoom: 16 })).sites?.map((s) => s._id)).toContain(moved.id);
  });

  it('refuses a zoom or bounds out of range with a clear message', async () => {
    for (const body of [
      { zoom: 99 },
      { zoom: 'near' },
      { bounds: { ne: { lat: -40, lng: -70 }, sw: { lat: -30, lng: -71 } } },
      { bounds: { ne: { lat: 95, lng: -70 }, sw: { lat: -30, lng: -71 } } },
    ]) {
      const res = await ctx.call('/fetch_plan_map', { campId, ...body }, viewer);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });
});
