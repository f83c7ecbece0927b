// The audience calls (issue 25): /plan_audience for a 200-site plan (p50/p95, with its Monte Carlo),
// /site_audience, and /optimize_plan over about 5,000 and 100,000 candidate sites (time and the
// process's peak memory). Embedded PGlite seeded with BENCH_SITES sites, or BENCH_DATABASE_URL
// (e.g. the 1,000,000-site PostgreSQL database): the campaigns it creates are deleted at the end.
// Beside wall time it prints the server process's CPU time per call (the server runs in this
// process): on a shared machine the wall time mostly measures the other processes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@plano/server/testing';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 150_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
// The worker that runs a search past OPTIMIZE_INLINE_SITES candidates, as the server's does.
app.jobs.start(200);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const BUDGET = Number(process.env.BENCH_BUDGET ?? 200_000_000);

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};
const token = (await post('/signin', { email: 'planner@plano.test', password: 'plano-demo' }))
  .token as string;
const created: string[] = [];
const campaign = async (states: string[], cities: string[], budget: number) => {
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 57 * 86_400_000).toISOString().slice(0, 10);
  const { camp } = (await post(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: `audience ${created.length}`,
      start_date: start,
      end_date: end,
      budget,
      media_type: 'all',
      states,
      cities,
    },
    token,
  )) as { camp: { _id: string } };
  created.push(camp._id);
  return camp._id;
};

interface Proposal {
  inv_ids: number[];
  cost: number;
  figures: { reach: { median: number }; reach_percent: { median: number } };
  curve: unknown[];
}
/** /optimize_plan, and past OPTIMIZE_INLINE_SITES candidates its job, asked again until done. */
async function optimize(campId: string): Promise<{ best: Proposal; polls: number }> {
  const res = await fetch(`${base}/api/optimize_plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ campId }),
  });
  let answer = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) return { best: answer as unknown as Proposal, polls: 0 };
  if (res.status !== 202) throw new Error(`/optimize_plan: ${res.status} ${JSON.stringify(answer)}`);
  let polls = 0;
  while (answer.status !== 'done') {
    if (answer.status === 'failed') throw new Error(`optimize job failed: ${answer.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await post('/optimize_plan_job', { jobId: answer.job_id }, token);
    polls += 1;
  }
  return { best: answer.result as Proposal, polls };
}

try {
  const [metro] = await database.query<{ state: string }>(
    'select state from sites where planning_enabled group by state order by count(*) desc limit 1',
  );
  const plan = (
    await database.query<{ id: number }>(
      `select id::float8 as id from sites where planning_enabled and state = $1 order by id limit 200`,
      [metro.state],
    )
  ).map((r) => r.id);
  const metroCamp = await campaign([metro.state], ['All'], 1e10);

  const times: number[] = [];
  const cpu: number[] = [];
  let answer: Record<string, unknown> = {};
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    answer = await post('/plan_audience', { campId: metroCamp, inv_ids: plan }, token);
    times.push(performance.now() - start);
    cpu.push(cpuMs(cpuStart));
  }
  console.log(
    `\n/plan_audience, ${plan.length} sites (${RUNS} runs): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; ` +
      `CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms`,
  );
  console.log(`  figures: ${JSON.stringify(answer)}`);
  const siteTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await post(
      '/site_audience',
      { campId: metroCamp, siteId: plan[run % plan.length], inv_ids: plan },
      token,
    );
    siteTimes.push(performance.now() - start);
  }
  console.log(
    `/site_audience beside a ${plan.length}-site plan: p50 ${percentile(siteTimes, 50).toFixed(1)} ms, p95 ${percentile(siteTimes, 95).toFixed(1)} ms`,
  );

  // A very large plan: the Monte Carlo draws fewer times past its work bound (monte-carlo.ts).
  const large = (
    await database.query<{ id: number }>(
      `select id::float8 as id from sites where planning_enabled and state = $1 order by id limit 20000`,
      [metro.state],
    )
  ).map((r) => r.id);
  for (const call of ['/plan_audience', '/site_audience'] as const) {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    // Another planner's light call, asked again and again while the large plan's figures are drawn.
    let drawing = true;
    const others: number[] = [];
    const another = (async () => {
      while (drawing) {
        const asked = performance.now();
        await post('/fetch_planning_centre', { campId: metroCamp }, token);
        others.push(performance.now() - asked);
      }
    })();
    const body =
      call === '/plan_audience'
        ? { campId: metroCamp, inv_ids: large }
        : { campId: metroCamp, siteId: plan[0], inv_ids: large.slice(1) };
    await post(call, body, token);
    const wall = performance.now() - start;
    const cpuUsed = cpuMs(cpuStart);
    drawing = false;
    await another;
    lag.disable();
    console.log(
      `${call}, ${large.length.toLocaleString('en')}-site plan (once): ${wall.toFixed(0)} ms wall, ${cpuUsed.toFixed(0)} ms CPU; ` +
        `event loop delay max ${(lag.max / 1e6).toFixed(0)} ms; another planner's /fetch_planning_centre meanwhile: ` +
        `${others.length} answers, max ${Math.max(...others).toFixed(0)} ms`,
    );
  }

  // Areas whose plannable sites come closest to each size (communes for the small one, regions for the large).
  const areas = await database.query<{ state: string; city: string | null; n: number }>(
    `select state, city, count(*)::int as n from sites where planning_enabled group by grouping sets ((state, city), (state))`,
  );
  const allStates = [...new Set(areas.map((a) => a.state))];
  const country = {
    state: 'every region',
    city: null,
    n: areas.filter((a) => a.city === null).reduce((t, a) => t + a.n, 0),
  };
  for (const target of (process.env.BENCH_CANDIDATES ?? '5000,100000,1000000').split(',').map(Number)) {
    const pool = areas.filter((a) => (target <= 20_000 ? a.city !== null : a.city === null));
    const area =
      target >= 1_000_000 ? country : pool.sort((a, b) => Math.abs(a.n - target) - Math.abs(b.n - target))[0];
    if (!area || (target >= 1_000_000 && area.n < 200_000)) continue;
    const states = target >= 1_000_000 ? allStates : [area.state];
    const campId = await campaign(states, area.city ? [area.city] : ['All'], BUDGET);
    for (const pass of ['first call', 'again']) {
      const rssBefore = process.memoryUsage().rss;
      peakRss = rssBefore;
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const { best, polls } = await optimize(campId);
      lag.disable();
      const ms = performance.now() - start;
      const cpuUsed = cpuMs(cpuStart);
      console.log(
        `/optimize_plan over ${area.n.toLocaleString('en')} candidates (${area.city ?? area.state}, budget ${BUDGET.toLocaleString('en')}), ${pass}: ` +
          `${ms.toFixed(0)} ms wall, ${cpuUsed.toFixed(0)} ms CPU, peak RSS ${mb(peakRss)} (${mb(rssBefore)} before); ` +
          `${best.inv_ids.length} sites, cost ${best.cost.toLocaleString('en')}, ` +
          `reach ${best.figures.reach.median.toLocaleString('en')} (${best.figures.reach_percent.median} %), ${best.curve.length} curve points; ` +
          `${polls > 0 ? `a job, ${polls} progress reads` : 'answered at once'}, event loop delay max ${(lag.max / 1e6).toFixed(0)} ms`,
      );
    }
  }
} finally {
  clearInterval(sampler);
  if (created.length > 0) await database.query('delete from campaigns where id = any($1::uuid[])', [created]);
  await app.jobs.stop();
  await app.close();
  await database.close();
}
