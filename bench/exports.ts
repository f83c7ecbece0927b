// The Excel plan of a 10,000-site campaign through the real route (streamed to a reader that only
// counts bytes), and the PowerPoint deck of a 200-site plan. Prints figures; asserts nothing.
import { buildApp } from '@plano/server/testing';
import { presentCampaignById } from '../packages/server/src/modules/exports/campaign-of.ts';
import { buildDeck } from '../packages/server/src/modules/exports/deck-builder.ts';
import { createSiteImageStore } from '../packages/server/src/modules/inventory/images/site-image-store.ts';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 12_000);
const PLAN_SIZES = [1_000, 10_000].filter((n) => n <= SITES);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DECK_SITES = Number(process.env.BENCH_DECK_SITES ?? 200);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = (url: string, body: unknown, token?: string) =>
  fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const token = (
  (await (await post('/signin', { email: 'planner@plano.test', password: 'plano-demo' })).json()) as {
    token: string;
  }
).token;

// The seeded database is reused between runs: the last run's campaigns go first (their booked rows
// would clash with this run's).
await database.query("delete from campaigns where brand = 'Bench'");

/** A campaign whose plan holds the first `size` sites (planned; every tenth booked). */
async function campaignOf(size: number): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const res = await post(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: `Excel ${size}`,
      start_date: day(400 + size / 100),
      end_date: day(401 + size / 100),
      budget: 1e13,
      states: ['Región Metropolitana de Santiago'],
      cities: ['All'],
      media_type: 'all',
    },
    token,
  );
  const { camp } = (await res.json()) as { camp: { _id: string } };
  await database.query(
    `insert into plan_rows (campaign_id, site_id, period, status, price)
     select $1, s.id, daterange(c.start_date, c.end_date, '[]'),
            case when row_number() over (order by s.id) % 10 = 0 then 'booked' else 'planned' end, s.price
       from (select id, price from sites order by id limit $2) s, campaigns c where c.id = $1`,
    [camp._id, size],
  );
  return camp._id;
}

/** Samples the process's memory every 10 ms while `work` runs; answers the peaks above the start. */
async function withMemory<T>(work: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const cpuStart = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(timer);
  return {
    result,
    rssMb: (peakRss - start.rss) / 1e6,
    heapMb: (peakHeap - start.heapUsed) / 1e6,
    // CPU time of the process (server and reader): steadier than wall time on a shared machine.
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

console.log(
  `\nExcel plan (${RUNS} runs each; memory = peak above the start of a run, same process as the server)`,
);
console.log(`load average at start: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
console.log(
  `${'sites'.padStart(7)} ${'p50 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'cpu p50'.padStart(8)} ${'KB'.padStart(7)} ${'+heap MB'.padStart(9)} ${'+rss MB'.padStart(8)}`,
);
for (const size of PLAN_SIZES) {
  const campId = await campaignOf(size);
  const times: number[] = [];
  const cpus: number[] = [];
  let heap = 0;
  let rss = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const measured = await withMemory(async () => {
      const res = await post('/getPlanoCampaignExcel', { campaign_id: campId }, token);
      if (res.status !== 200 || !res.body) throw new Error(`excel answered ${res.status}`);
      let total = 0;
      for await (const chunk of res.body) total += (chunk as Uint8Array).length;
      return total;
    });
    times.push(performance.now() - started);
    cpus.push(measured.cpuMs);
    heap = Math.max(heap, measured.heapMb);
    rss = Math.max(rss, measured.rssMb);
    bytes = measured.result;
  }
  const row = [
    size.toLocaleString('en').padStart(7),
    percentile(times, 50).toFixed(0).padStart(8),
    Math.max(...times)
      .toFixed(0)
      .padStart(8),
    percentile(cpus, 50).toFixed(0).padStart(8),
    (bytes / 1024).toFixed(0).padStart(7),
    heap.toFixed(1).padStart(9),
    rss.toFixed(1).padStart(8),
  ];
  console.log(row.join(' '));
}

const deckCamp = await campaignOf(DECK_SITES);
const found = await presentCampaignById(database, createSiteImageStore(config), deckCamp);
if (!found) throw new Error('no deck campaign');
console.log(
  `\nPowerPoint deck of ${found.rows.length} sites (${RUNS} runs; includes ${found.rows.length + 1} map renders)`,
);
const deckTimes: number[] = [];
let deckBytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const { buffer } = await buildDeck({
    camp: found.camp,
    rows: found.rows,
    lng: 'en',
    geodataDir: config.GEODATA_DIR,
  });
  deckTimes.push(performance.now() - started);
  deckBytes = buffer.length;
}
console.log(
  `p50 ${percentile(deckTimes, 50).toFixed(0)} ms, max ${Math.max(...deckTimes).toFixed(0)} ms (first run loads the geometry), ${(deckBytes / 1e6).toFixed(2)} MB`,
);

await app.close();
await database.close();
