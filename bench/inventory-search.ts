// The inventory grid at scale (issue 24, item 8): /fetch_media_owner_inventory's search, sort and
// last page for an owner of BENCH_BIG_OWNER sites among BENCH_SITES, with and without the trigram
// index of migration 0011 (sites_search_trgm), and what that index costs each inserted site.
// PostgreSQL with BENCH_DATABASE_URL (a database of its own: the sites are multiplied in it), else
// embedded PGlite. Prints figures; asserts nothing about time.
import { buildApp, loadConfig, openDatabase, seedDemo } from '@plano/server/testing';
import { percentile, time } from './support/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SITES = Number(process.env.BENCH_SITES ?? 1_000_000);
const BIG = Number(process.env.BENCH_BIG_OWNER ?? 100_000);
const INSERTS = Number(process.env.BENCH_INSERTS ?? 10_000);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
});
// Opening applies the migrations: on a database grown by an earlier run, migration 0011's rewrite.
const opening = performance.now();
const database = await openDatabase({ url: config.DATABASE_URL });
console.log(`opened (migrations applied) in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
await seedDemo(database, { sites: 1000, geodataDir: config.GEODATA_DIR });
console.log(`engine: ${database.kind}`);

// Every column a copy of a site carries (not the identity, not the generated ones).
const [{ columns }] = await database.query<{ columns: string }>(
  `select string_agg(column_name, ', ' order by ordinal_position) as columns from information_schema.columns
    where table_name = 'sites' and is_generated = 'NEVER' and is_identity = 'NO'
      and column_name not in ('site_code', 'vendor_id', 'search_text')`,
);
const [{ big }] = await database.query<{ big: string }>(
  "select vendor_id as big from users where email = 'owner@plano.test'",
);

/** Copies of the seeded sites (new codes) up to `total`, the first `bigShare` of them the big owner's. */
async function growTo(total: number, bigShare: number) {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from sites');
  if (n >= total) return;
  const started = performance.now();
  for (let from = n; from < total; from += 100_000) {
    const upto = Math.min(total, from + 100_000);
    await database.query(
      `insert into sites (site_code, vendor_id, ${columns})
       select 'BENCH-' || g, case when g < $3 then $4::uuid else s.vendor_id end, ${columns.replace(/(\w+)/g, 's.$1')}
         from generate_series($1::int, $2::int - 1) g
         join lateral (select * from sites where id = (g % 1000) + 1) s on true`,
      [from, upto, bigShare, big],
    );
  }
  await database.query('analyze sites');
  console.log(
    `grew to ${total.toLocaleString('en')} sites in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
await growTo(SITES, BIG);
// Statistics as autovacuum would leave them (a database just migrated has none for search_text).
await database.query('analyze sites');

const [{ owned }] = await database.query<{ owned: number }>(
  'select count(*)::int as owned from sites where vendor_id = $1',
  [big],
);
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const signin = await fetch(`${base}/api/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@plano.test', password: 'plano-demo' }),
});
const { token } = (await signin.json()) as { token: string };

async function call(body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/fetch_media_owner_inventory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ limit: 50, page: 0, ...body }),
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as { total_count: number };
}

const scenarios: [string, Record<string, unknown>][] = [
  ['first page', {}],
  ['search "nunoa"', { search: 'nunoa' }],
  ['search "plaza nunoa"', { search: 'plaza nunoa' }],
  ['search a code "BENCH-4242"', { search: 'BENCH-4242' }],
  ['search nothing found "zzzq"', { search: 'zzzq' }],
  ['sort city desc', { sort: { column: 'city', direction: 'desc' } }],
  ['sort city, page 1000', { sort: { column: 'city', direction: 'asc' }, page: 1000 }],
  ['last page (site_code)', { page: Math.floor((owned - 1) / 50) }],
];

async function measure(label: string) {
  console.log(`\n${label} — owner of ${owned.toLocaleString('en')} sites, 50 a page, ${RUNS} runs`);
  for (const [name, body] of scenarios) {
    const { total_count } = await call(body);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(() => call(body)));
    console.log(
      `  ${name.padEnd(32)} matches ${String(total_count).padStart(7)}  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
    );
  }
}

/** Milliseconds per inserted site: INSERTS copies in one transaction, rolled back. */
async function insertCost(): Promise<number> {
  let ms = 0;
  try {
    await database.transaction(async (query) => {
      const start = performance.now();
      await query(
        `insert into sites (site_code, vendor_id, ${columns})
         select 'INS-' || g, s.vendor_id, ${columns.replace(/(\w+)/g, 's.$1')}
           from generate_series(1, $1::int) g join lateral (select * from sites where id = (g % 1000) + 1) s on true`,
        [INSERTS],
      );
      ms = performance.now() - start;
      throw new Error('rollback');
    });
  } catch (error) {
    if ((error as Error).message !== 'rollback') throw error;
  }
  return (ms * 1000) / INSERTS;
}

const INDEX = 'create index if not exists sites_search_trgm on sites using gin (search_text gin_trgm_ops)';
await database.query(INDEX);
await measure('with sites_search_trgm');
const withIndex = await insertCost();
await database.query('drop index sites_search_trgm');
await measure('without sites_search_trgm');
const withoutIndex = await insertCost();
const rebuild = await time(() => database.query(INDEX));
console.log(
  `\ninsert of ${INSERTS.toLocaleString('en')} sites: ${withIndex.toFixed(0)} µs a site with the index, ${withoutIndex.toFixed(0)} µs without; index rebuilt in ${(rebuild / 1000).toFixed(1)} s`,
);
await app.close();
await database.close().catch(() => undefined);
