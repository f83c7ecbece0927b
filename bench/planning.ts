import type { Bounds, CampaignDto, PlanningFiltersInput } from '@plano/core';
import { MAX_MAP_IDS, MAX_MAP_MARKERS, planningFilters } from '@plano/core';
import { buildApp, type Database } from '@plano/server/testing';
import { compile } from '../packages/server/src/db/sql.ts';
import { mapInventoryQuery } from '../packages/server/src/modules/planning/queries/map.ts';
import { mapCellsQuery } from '../packages/server/src/modules/planning/queries/map-cells.ts';
import { BENCH_DATES, createBenchCampaign, injectedCalls, planEvery50thSite } from './support/inject.ts';
import { accessPaths } from './support/plan.ts';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile, time } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_IN_VIEW = 2000;
const { config, database } = await seededDatabase(SITES);
const [{ n: total }] = await database.query<{ n: number }>('select count(*)::int as n from sites');

/**
 * Every statement the API sends while `recording` holds: the call's own SQL (the caller's session and
 * policies, the campaign, the map's cells or sites), replayed bare — the same statement objects, so
 * PostgreSQL runs them prepared as the API does. What the API adds on top is Node's own work.
 */
const recorded: (() => Promise<unknown>)[] = [];
let recording = false;
const recordingDatabase: Database = {
  ...database,
  query: ((...args: Parameters<Database['query']>) => {
    const run = () => (database.query as (...a: typeof args) => Promise<unknown[]>)(...args);
    if (recording) recorded.push(run);
    return run();
  }) as Database['query'],
};
const app = await buildApp(config, recordingDatabase);
await app.ready();
const { send, post } = injectedCalls(app);
const { token } = await post('/signin', { email: 'planner@plano.test', password: 'plano-demo' });
const { start, end } = BENCH_DATES;
const createCampaign = (name: string, states: string[]) => createBenchCampaign(post, token, name, states);
const SANTIAGO_REGION = 'Región Metropolitana de Santiago';
const camp = await createCampaign('Santiago', [SANTIAGO_REGION]);
const allStates = (
  await database.query<{ state: string }>('select distinct state from sites order by 1')
).map((r) => r.state);
const country = await createCampaign('Chile', allStates);

// A viewport centred on Providencia, grown until about TARGET_IN_VIEW sites are in it.
const centre = { lat: -33.4263, lng: -70.6118 };
let half = 0.002;
let inView = 0;
for (let i = 0; i < 40; i++) {
  const [{ n }] = await database.query<{ n: number }>(
    'select count(*)::int as n from sites s where s.planning_enabled and s.position <@ box(point($1, $2), point($3, $4))',
    [centre.lng - half, centre.lat - half, centre.lng + half, centre.lat + half],
  );
  inView = n;
  if (n >= TARGET_IN_VIEW * 0.9 || half > 0.5) break;
  half *= 1.15;
}
const bounds = {
  ne: { lat: centre.lat + half, lng: centre.lng + half },
  sw: { lat: centre.lat - half, lng: centre.lng - half },
};
const { nearby } = await post('/fetch_nearby_places', { campId: camp._id }, token);
const poi = nearby.reduce(
  (best: { _id: number; d: number } | null, p: { _id: number; loc: { coordinates: [number, number] } }) => {
    const d = Math.hypot(p.loc.coordinates[0] - centre.lng, p.loc.coordinates[1] - centre.lat);
    return !best || d < best.d ? { _id: p._id, d } : best;
  },
  null,
);

const scenarios: [string, PlanningFiltersInput][] = [
  ['no filter', {}],
  [
    'three filters',
    {
      traffic_density: ['high', 'medium'],
      sec_classification: ['ab', 'c1a', 'c1b', 'c2'],
      area_n: { $gte: 10, $lte: 60 },
    },
  ],
  ['2 km POI radius', { nearby: { places: [poi._id], radius: 2000 } }],
];

/** The degrees that hold every site of the given states: the view of a whole campaign area. */
const extentOf = async (states: string[]) => {
  const [b] = await database.query<{ w: number; s: number; e: number; n: number }>(
    'select min(lng) as w, min(lat) as s, max(lng) as e, max(lat) as n from sites where state = any($1::text[])',
    [states],
  );
  return { ne: { lat: b.n, lng: b.e }, sw: { lat: b.s, lng: b.w } };
};
/** The zoom at which the street viewport fills a 1,280-pixel-wide map (as the page would ask). */
const streetZoom = Math.min(18, Math.log2((1280 * 360) / (512 * 2 * half)));
// Zooms of MapLibre (512-pixel tiles) a 1280 × 800 map shows these areas at: Chile's 4,300 km 3; the region 8.
const views: [string, CampaignDto, PlanningFiltersInput, Bounds, number][] = [
  ...scenarios.map(
    ([name, filters]) =>
      [`street: ${name}`, camp, filters, bounds, streetZoom] as [
        string,
        CampaignDto,
        PlanningFiltersInput,
        Bounds,
        number,
      ],
  ),
  ['country: all 16 regions', country, {}, await extentOf(allStates), 3],
  ['country: three filters', country, scenarios[1][1], await extentOf(allStates), 3],
  ['region: Santiago', camp, {}, await extentOf([SANTIAGO_REGION]), 8],
  ['region: Santiago, 3 filters', camp, scenarios[1][1], await extentOf([SANTIAGO_REGION]), 8],
];

console.log(
  `\n${database.kind}, ${total.toLocaleString('en')} sites; street viewport ±${half.toFixed(4)}° around Providencia holds ${inView} sites; ${RUNS} runs each\n`,
);
console.log(
  'scenario                    |  sites  | answer  | API p50  | API p95  | SQL p50  | SQL p95  | API/SQL p95 | statements | map SQL p95',
);
console.log(
  '----------------------------|---------|---------|----------|----------|----------|----------|-------------|------------|------------',
);
const plans: string[] = [];
/** One scenario: the API and the very queries it runs, RUNS times each, printed as a row. */
async function measure([name, campaign, filters, view, zoom]: (typeof views)[number]) {
  const body = { campId: campaign._id, filters, networks: [], bounds: view, zoom, include_nearby: false };
  // The very queries the API runs, built by the same functions (mapInventory): the kept cells' sum
  // when it answers the view (decision 0030), then the sites' own query when the cells found too few.
  const parsedFilters = planningFilters.parse(filters);
  const cells = mapCellsQuery(campaign, parsedFilters, view, zoom);
  const direct = mapInventoryQuery(campaign, parsedFilters, view, zoom);
  const cellsTotal = cells ? (await database.query(cells))[0].total : 0;
  const cellsAnswer = cells !== undefined && cellsTotal > MAX_MAP_IDS && cellsTotal > MAX_MAP_MARKERS;
  const queries = (cellsAnswer ? [cells] : cells ? [cells, direct] : [direct]).map(compile);
  const runMapQueries = async () => {
    for (const q of queries) await database.query(q.text, q.params);
  };
  const sql = queries[queries.length - 1];
  let answer = '';
  for (let i = 0; i < 3; i++) answer = await send('/v2/fetch_sugg_inventory_map', body, token);
  // The call's statements, as it sent them once warm (cached facets and places are not asked again).
  recorded.length = 0;
  recording = true;
  await send('/v2/fetch_sugg_inventory_map', body, token);
  recording = false;
  const statements = recorded.splice(0);
  const runStatements = async () => {
    for (const run of statements) await run();
  };
  for (let i = 0; i < 3; i++) {
    await runStatements();
    await runMapQueries();
  }
  const parsed = JSON.parse(answer) as { total_count: number; clusters?: unknown[] };
  const api: number[] = [];
  const raw: number[] = [];
  const map: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    api.push(await time(() => send('/v2/fetch_sugg_inventory_map', body, token)));
    raw.push(await time(runStatements));
    map.push(await time(runMapQueries));
  }
  const row = [
    name.padEnd(27),
    String(parsed.total_count).padStart(7),
    `${(Buffer.byteLength(answer) / 1024).toFixed(0)} KB`.padStart(7),
    ...[percentile(api, 50), percentile(api, 95), percentile(raw, 50), percentile(raw, 95)].map((v) =>
      `${v.toFixed(1)} ms`.padStart(8),
    ),
    `${(percentile(api, 95) / percentile(raw, 95)).toFixed(2)}×`.padStart(11),
    `${statements.length}`.padStart(10),
    `${percentile(map, 95).toFixed(1)} ms`.padStart(12),
  ];
  const shape = parsed.clusters
    ? ` (${parsed.clusters.length} clusters${cellsAnswer ? ', from the cells' : ''})`
    : '';
  console.log(`${row.join(' | ')}${shape}`);
  plans.push(`${name}: ${(await accessPaths(database, sql.text, sql.params)).join(', ')}`);
}
for (const view of views) await measure(view);

// The same country views for a campaign whose plan holds every 50th site (~19,000), while another
// campaign has booked every 97th for the same dates (~10,000): the clusters' shares are counted from
// those rows. Written straight into plan_rows (Add All and the booking flow are benched apart), and
// taken out again.
const other = await createCampaign('Chile booked', allStates);
try {
  await planEvery50thSite(database, country._id);
  await database.query(
    `insert into plan_rows (campaign_id, site_id, period, status, price)
     select $1::uuid, id, daterange($2::date, $3::date, '[]'), 'booked', price from sites
      where planning_enabled and id % 97 = 1 and id not in (select site_id from plan_rows where status = 'booked')`,
    [other._id, start, end],
  );
  await database.query('analyze plan_rows');
  for (const view of views.filter(([name]) => name.startsWith('country'))) {
    await measure([`${view[0].replace('country', 'big plan')}`, ...view.slice(1)] as (typeof views)[number]);
  }
} finally {
  await database.query('delete from plan_rows where campaign_id = any($1::uuid[])', [
    [country._id, other._id],
  ]);
  await database.query('analyze plan_rows');
}
console.log(`\nhow the query reads the tables (EXPLAIN):\n  ${plans.join('\n  ')}`);

await app.close();
await database.close();
