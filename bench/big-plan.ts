// The reads of one very large plan (Add All over a country makes one): Book Inventory's plan
// (/fetch_booked_inventory, every site in full) and the planning page's ids (/fetch_plan_site_ids),
// for a campaign over every region whose plan holds every 50th site (~19,000 at 1,000,000 sites).
// The plan rows are written straight into plan_rows and removed with the campaign at the end.
// Embedded PGlite seeded with BENCH_SITES sites, or BENCH_DATABASE_URL.
import { buildApp } from '@plano/server/testing';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile, time } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
await app.ready();

/** One call through the whole stack; the body stays text (its size is what the browser gets before compression). */
const send = async (url: string, payload: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.body;
};
const { token } = JSON.parse(await send('/signin', { email: 'planner@plano.test', password: 'plano-demo' }));
const states = (await database.query<{ state: string }>('select distinct state from sites order by 1')).map(
  (r) => r.state,
);
const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const { camp } = JSON.parse(
  await send(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: `Bench big plan ${Date.now()}`,
      start_date: start,
      end_date: end,
      budget: 1e12,
      states,
      cities: ['All'],
      media_type: 'all',
    },
    token,
  ),
);
try {
  await database.query(
    `insert into plan_rows (campaign_id, site_id, period, status, price)
     select $1::uuid, id, daterange($2::date, $3::date, '[]'), 'planned', price from sites
      where planning_enabled and id % 50 = 0`,
    [camp._id, start, end],
  );
  const [{ n }] = await database.query<{ n: number }>(
    'select count(*)::int as n from plan_rows where campaign_id = $1::uuid',
    [camp._id],
  );
  console.log(
    `\n${database.kind}, a plan of ${n.toLocaleString('en')} sites; ${RUNS} runs after one warm-up\n`,
  );
  for (const call of ['/fetch_booked_inventory', '/fetch_plan_site_ids']) {
    const body = await send(call, { campId: camp._id }, token);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(() => send(call, { campId: camp._id }, token)));
    console.log(
      `${call.padEnd(26)} ${`${(Buffer.byteLength(body) / 2 ** 20).toFixed(2)} MB`.padStart(9)}   p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
  }
} finally {
  await database.query('delete from campaigns where id = $1::uuid', [camp._id]);
  await app.close();
  await database.close();
}
