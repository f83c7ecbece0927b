// The reads of one very large plan (Add All over a country makes one): Book Inventory's plan read
// whole as it was (/fetch_booked_inventory, every site in full) and as it is now (a page of it, its
// map bounded by the screen, every id), the planning page's ids (/fetch_plan_site_ids), and the demo
// media owner's part of it on its approval page, every site of it awaiting its answer (whole as it
// was, /fetch_approval_inventory; a page of it as it is now), for a campaign over every region whose
// plan holds every 50th site (~19,000 at 1,000,000 sites).
// The plan rows are written straight into plan_rows and removed with the campaign at the end.
// Embedded PGlite seeded with BENCH_SITES sites, or BENCH_DATABASE_URL.
import { buildApp, createTokenService } from '@plano/server/testing';
import { createBenchCampaign, injectedCalls, planEvery50thSite } from './support/inject.ts';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile, time } from './support/stats.ts';

const CHILE = { sw: { lat: -56, lng: -76 }, ne: { lat: -17.5, lng: -66 } };
const SANTIAGO = { sw: { lat: -33.75, lng: -71.0 }, ne: { lat: -33.2, lng: -70.3 } };
const DISTRICT = { sw: { lat: -33.45, lng: -70.63 }, ne: { lat: -33.41, lng: -70.57 } };
const SITES = Number(process.env.BENCH_SITES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
await app.ready();

const { send, post } = injectedCalls(app);
const { token } = await post('/signin', { email: 'planner@plano.test', password: 'plano-demo' });
const states = (await database.query<{ state: string }>('select distinct state from sites order by 1')).map(
  (r) => r.state,
);
const camp = await createBenchCampaign(post, token, 'big plan', states);
try {
  await planEvery50thSite(database, camp._id);
  const [{ n }] = await database.query<{ n: number }>(
    'select count(*)::int as n from plan_rows where campaign_id = $1::uuid',
    [camp._id],
  );
  console.log(
    `\n${database.kind}, a plan of ${n.toLocaleString('en')} sites; ${RUNS} runs after one warm-up\n`,
  );
  const campId = camp._id;
  // The demo owner's sites of the plan sent to it: its approval page's part.
  const [owner] = await database.query<{ id: string; vendor_id: string }>(
    `select id, vendor_id from users where email = 'owner@plano.test'`,
  );
  await database.query(
    `update plan_rows pr set status = 'pending' from sites s
      where pr.campaign_id = $1::uuid and s.id = pr.site_id and s.vendor_id = $2::uuid`,
    [campId, owner.vendor_id],
  );
  const link = {
    campId,
    userId: owner.id,
    token: await createTokenService(config.APP_SECRET).signApproval(owner.id, campId),
  };
  // Book Inventory before (the whole plan) and now (a page, its map, every id for "select all").
  const calls: [string, string, Record<string, unknown>][] = [
    ['/fetch_booked_inventory', 'the whole plan', { campId }],
    ['/fetch_plan_page', 'first page of 20', { campId }],
    [
      '/fetch_plan_page',
      'page 500 of 20, by price',
      { campId, page: 500, sort: { field: 'price', dir: 'desc' } },
    ],
    [
      '/fetch_plan_page',
      'page 90 of 100, by city',
      { campId, page: 90, limit: 100, sort: { field: 'city', dir: 'asc' } },
    ],
    // Its map bounded by the screen (decision 0043): the whole plan opening, then views of a laptop's map.
    ['/fetch_plan_map', 'whole plan (opening)', { campId }],
    ['/fetch_plan_map', 'all of Chile, zoom 4', { campId, bounds: CHILE, zoom: 4 }],
    ['/fetch_plan_map', 'Santiago, zoom 10', { campId, bounds: SANTIAGO, zoom: 10 }],
    ['/fetch_plan_map', 'a district, zoom 14', { campId, bounds: DISTRICT, zoom: 14 }],
    // The owner's approval page: its part whole (what the page read), a page of it, its pending ids.
    ['/fetch_approval_inventory', "owner's part, whole", link],
    ['/fetch_approval_page', "owner's part, page of 20", link],
    [
      '/fetch_approval_page',
      'page 100 of 20, by city',
      { ...link, page: 100, sort: { field: 'city', dir: 'asc' } },
    ],
    ['/fetch_approval_pending_ids', 'ids awaiting its answer', link],
    ['/fetch_plan_site_ids', 'ids, refused aside', { campId }],
    ['/fetch_plan_site_ids', 'every id', { campId, refused: true }],
  ];
  for (const [call, what, request] of calls) {
    const body = await send(call, request, token);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(() => send(call, request, token)));
    console.log(
      `${call.padEnd(24)} ${what.padEnd(26)} ${`${(Buffer.byteLength(body) / 2 ** 10).toFixed(1)} KB`.padStart(11)}   p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
  }
} finally {
  await database.query('delete from campaigns where id = $1::uuid', [camp._id]);
  await app.close();
  await database.close();
}
