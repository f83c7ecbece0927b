// Vendor management with many media owners: the table's call (/fetch_all_media_owners) as the
// number of owners grows — SPEC's every-owner answer (the table before issue 22) beside the page
// the table asks for now, plain and gzip — and the cost of Add Media Owner (one transaction, one
// password hash) and of an edit. Prints figures; asserts nothing about time.
import { request } from 'node:http';
import { buildApp, loadConfig, openDatabase, seedDemo } from '@plano/server/testing';
import { listMediaOwners } from '../packages/server/src/modules/media-owners/list-media-owners.ts';
import { percentile, time } from './support/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SIZES = (process.env.BENCH_OWNERS ?? '100,1000,10000').split(',').map(Number);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
});
const database = await openDatabase({ url: config.DATABASE_URL });
await seedDemo(database, { sites: 100, geodataDir: config.GEODATA_DIR });
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { bytes: Buffer.byteLength(text), json: JSON.parse(text) as Record<string, unknown> };
};
/** POST with the Accept-Encoding given: the bytes that crossed the wire, as they came. */
const rawPost = (url: string, body: unknown, token: string, acceptEncoding?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      `${base}/api${url}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });

const { json: session } = await post('/signin', { email: 'admin@plano.test', password: 'plano-demo' });
const token = session.token as string;

/** Owners in bulk, each with two login users, as a platform with many owners would hold. */
async function growTo(owners: number) {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from vendors');
  if (n >= owners) return;
  await database.query(
    `with v as (
       insert into vendors (name, states, aliases, phone, email, inv_uploaded, inv_last_updated)
       select 'Bench Owner ' || i, array['Región de Valparaíso', 'Región Metropolitana de Santiago'],
              array['BO' || i], '+56 9 6000 ' || lpad((i % 10000)::text, 4, '0'), 'owner' || i || '@bench.test',
              i % 2 = 0, case when i % 2 = 0 then now() - (i || ' minutes')::interval end
         from generate_series($1::int, $2::int) i
       returning id, email)
     insert into users (name, email, password_hash, company, role_id, vendor_id)
     select 'User ' || k || ' of ' || v.email, k || '.' || v.email, 'not-a-hash', v.email,
            (select id from roles where agency_id is null and name = 'media owner'), v.id
       from v, generate_series(1, 2) k`,
    [n + 1, owners],
  );
}

const CASES: [string, unknown, string | undefined][] = [
  ['every owner (SPEC, before)', {}, undefined],
  ['every owner, gzip', {}, 'gzip'],
  ['page of 10 by name', { page: 0, limit: 10 }, undefined],
  ['page of 10 by name, gzip', { page: 0, limit: 10 }, 'gzip'],
  [
    'page 50 of 10, name filter, by e-mail desc',
    {
      page: 4,
      limit: 10,
      filters: { name: 'owner 1' },
      sort: { column: 'email', direction: 'desc' },
    },
    'gzip',
  ],
];
console.log(`\n/fetch_all_media_owners (${database.kind}, ${RUNS} runs each)`);
console.log(
  `${'owners'.padStart(8)} ${'call'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'KB'.padStart(8)}`,
);
for (const owners of SIZES) {
  await growTo(owners);
  for (const [label, body, encoding] of CASES) {
    let bytes = 0;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(
        await time(async () => {
          bytes = await rawPost('/fetch_all_media_owners', body, token, encoding);
        }),
      );
    }
    console.log(
      `${owners.toLocaleString('en').padStart(8)} ${label.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${(bytes / 1024).toFixed(1).padStart(8)}`,
    );
  }
  // The database and the presenter alone, without HTTP, response validation and JSON.
  const inner: number[] = [];
  for (let run = 0; run < RUNS; run++)
    inner.push(await time(() => listMediaOwners(database.query, { page: 0, limit: 10 })));
  console.log(
    `${''.padStart(8)} ${'(query+presenter of a page, p50)'.padEnd(44)} ${percentile(inner, 50).toFixed(1).padStart(8)}`,
  );
}

// The plan of a page: ten ids through vendors_name_idx, then only their first users (users_vendor_idx).
const plan = await database.query<{ 'QUERY PLAN': string }>(
  `explain select v.id, u.id from vendors v left join lateral (
     select id from users where vendor_id = v.id order by created_at, id limit 1) u on true
   where v.id in (select v.id from vendors v order by lower(v.name), v.id limit 10 offset 0)
   order by lower(v.name), v.id`,
);
console.log(`\nplan:\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);

const adds: number[] = [];
const edits: number[] = [];
for (let i = 0; i < Math.min(RUNS, 20); i++) {
  let id = '';
  adds.push(
    await time(async () => {
      const { json } = await post(
        '/add_proper_media_owner',
        {
          name: `Bench Added ${i}`,
          email: `added${i}@bench.test`,
          phone: '+56 9 6123 4567',
          password: 'bench-password',
          country: 'Chile',
          states: ['Región de Valparaíso'],
        },
        token,
      );
      id = (json.added_media_owner as { _id: string })._id;
    }),
  );
  edits.push(await time(() => post('/edit_media_owner_phone', { id, phone: '+56 2 2000 0000' }, token)));
}
console.log(
  `\n/add_proper_media_owner p50 ${percentile(adds, 50).toFixed(1)} ms, p95 ${percentile(adds, 95).toFixed(1)} ms (argon2id hash included)`,
);
console.log(
  `/edit_media_owner_phone p50 ${percentile(edits, 50).toFixed(1)} ms, p95 ${percentile(edits, 95).toFixed(1)} ms`,
);

await app.close();
await database.close();
