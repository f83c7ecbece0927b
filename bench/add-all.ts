// Add All resolved on the server (issue 22): a country-wide selection, described instead of listed,
// through /get_budget_inv, /selectable_sites and /v2/book_inventory. Prints time and the server's
// RSS (the app runs in this process). Run against a big PostgreSQL database, e.g.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench1m npm run bench:add-all
// It creates its own campaigns and deletes them (with their plan rows and history) at the end.
import { buildApp } from '@plano/server/testing';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 150_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

/** Time of `work` and the highest RSS seen while it ran (sampled every 20 ms). */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, ms, peakRssMb: peak / 2 ** 20 };
}

const { json: session } = await post('/signin', { email: 'planner@plano.test', password: 'plano-demo' });
const token = session.token as string;
const states = (
  await database.query<{ state: string }>('select distinct state from sites order by state')
).map((r) => r.state);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const created: string[] = [];
async function campaign(name: string, budget: number): Promise<string> {
  const res = await post(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: name,
      // Far ahead: the demo's bookings do not overlap, as a new campaign's usually do not.
      start_date: day(600),
      end_date: day(630),
      budget,
      states,
      cities: ['All'],
      media_type: 'all',
    },
    token,
  );
  if (res.status !== 200) throw new Error(`create_campaign: ${res.status} ${JSON.stringify(res.json)}`);
  const id = (res.json.camp as { _id: string })._id;
  created.push(id);
  return id;
}

const line = (label: string, figures: string) => console.log(`${label.padEnd(58)} ${figures}`);
const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;

try {
  console.log(`\n${states.length} regions, server RSS at start ${rss()}`);
  const country = { filters: {} };
  const filtered = { filters: { type: ['ooh'], 'additional_data.final_score': { $gte: 0.5 } } };
  const exclude = (
    await database.query<{ id: number }>(
      'select id::float8 as id from sites where planning_enabled order by id limit 10000',
    )
  ).map((r) => r.id);
  const big = await campaign('Bench Add All', 1e15);

  for (const [label, selection, exclude_ids] of [
    ['country-wide', country, undefined],
    ['country-wide, 10,000 unticked', country, exclude],
    ['ooh with final score ≥ 50', filtered, undefined],
  ] as const) {
    const count = await measured(() =>
      post('/selectable_sites', { campId: big, selection, exclude_ids }, token),
    );
    const times: number[] = [];
    let peak = 0;
    let used = 0;
    for (let run = 0; run < RUNS; run++) {
      const { result, ms, peakRssMb } = await measured(() =>
        post('/get_budget_inv', { campId: big, selection, exclude_ids }, token),
      );
      if (result.status !== 200) throw new Error(`budget: ${result.status} ${JSON.stringify(result.json)}`);
      times.push(ms);
      peak = Math.max(peak, peakRssMb);
      used = result.json.budget_used as number;
    }
    line(
      `${label}: ${Number(count.result.json.total_count).toLocaleString('en')} sites`,
      `count ${count.ms.toFixed(0)} ms; budget p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, peak RSS ${peak.toFixed(0)} MB (used ${used.toExponential(3)})`,
    );
  }

  // Over the budget: refused with its figures before anything is written.
  const small = await campaign('Bench Add All over budget', 1_000_000);
  const refused = await measured(() =>
    post('/v2/book_inventory', { campId: small, selection: country }, token),
  );
  line(
    'book country-wide over budget',
    `${refused.result.status} ${(refused.result.json.error as { code: string }).code} in ${refused.ms.toFixed(0)} ms, newBudgetUsed ${Number(refused.result.json.newBudgetUsed).toExponential(3)}, peak RSS ${refused.peakRssMb.toFixed(0)} MB`,
  );

  // The plan itself: a filtered subset, then the whole country less the unticked sites.
  for (const [label, selection, exclude_ids] of [
    ['book ooh with final score ≥ 50', filtered, undefined],
    ['book the rest of the country, 10,000 unticked', country, exclude],
  ] as const) {
    // As the web sends it first: sites booked elsewhere for these dates would be named (409).
    const booked = await measured(() =>
      post('/v2/book_inventory', { campId: big, selection, exclude_ids }, token),
    );
    if (booked.result.status !== 200)
      throw new Error(`book: ${booked.result.status} ${JSON.stringify(booked.result.json)}`);
    line(
      label,
      `${Number(booked.result.json.added).toLocaleString('en')} added in ${(booked.ms / 1000).toFixed(1)} s, peak RSS ${booked.peakRssMb.toFixed(0)} MB`,
    );
  }
  const [plan] = await database.query<{ rows: number; history: number }>(
    `select (select count(*) from plan_rows where campaign_id = $1)::int as rows,
            (select count(*) from plan_history where campaign_id = $1)::int as history`,
    [big],
  );
  const [scope] = await database.query<{ n: number }>(
    // What the two Add Alls name: ooh ≥ 50 (unticked or not), then everything else not unticked.
    `select count(*)::int as n from sites
      where planning_enabled and (id <> all($1::bigint[]) or (type = 'ooh' and final_score >= 0.5))`,
    [exclude],
  );
  line(
    'plan rows / history rows / sites the two selections name',
    `${plan.rows} / ${plan.history} / ${scope.n}`,
  );
} finally {
  const start = performance.now();
  await database.query('delete from plan_history where campaign_id = any($1::uuid[])', [created]);
  await database.query('delete from plan_rows where campaign_id = any($1::uuid[])', [created]);
  await database.query('delete from campaigns where id = any($1::uuid[])', [created]);
  console.log(`deleted the bench campaigns in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  await app.close();
  await database.close();
}
