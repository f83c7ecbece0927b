import { MAX_PLAN_SITES } from '@plano/core';
import { buildApp } from '@plano/server/testing';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile } from './support/stats.ts';

const SITES = Number(process.env.BENCH_SITES ?? 150_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const { config, database } = await seededDatabase(SITES);

const app = await buildApp(config, database);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const post = async (url: string, body: string, token?: string) => {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const { json: session } = await post(
  '/signin',
  JSON.stringify({ email: 'planner@plano.test', password: 'plano-demo' }),
);
const token = session.token as string;
const [camp] = await database.query<{ id: string }>(
  `select c.id from campaigns c join users u on u.id = c.created_by where u.email = 'planner@plano.test' limit 1`,
);
const ids = (
  await database.query<{ id: number }>(
    'select id::float8 as id from sites where planning_enabled order by id limit $1',
    [MAX_PLAN_SITES],
  )
).map((r) => r.id);

/** Health checks every 5 ms while `work` runs: the longest wait is how long the loop was held. */
async function withHealthProbe<T>(work: () => Promise<T>): Promise<{ result: T; worstHealthMs: number }> {
  let worst = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${base}/healthz`);
      worst = Math.max(worst, performance.now() - start);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const result = await work();
  running = false;
  await probe;
  return { result, worstHealthMs: worst };
}

console.log(
  `\n${'ids'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'worst health wait ms'.padStart(22)}`,
);
for (const size of [1_000, 10_000, Math.min(100_000, ids.length)]) {
  const body = JSON.stringify({ campId: camp.id, inv_ids: ids.slice(0, size) });
  const times: number[] = [];
  let worstHealth = 0;
  for (let run = 0; run < RUNS; run++) {
    const { result, worstHealthMs } = await withHealthProbe(async () => {
      const start = performance.now();
      const res = await post('/get_budget_inv', body, token);
      if (res.status !== 200) throw new Error(`budget: ${res.status} ${JSON.stringify(res.json)}`);
      return performance.now() - start;
    });
    times.push(result);
    worstHealth = Math.max(worstHealth, worstHealthMs);
  }
  console.log(
    `${size.toLocaleString('en').padStart(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${worstHealth.toFixed(1).padStart(22)}`,
  );
}

console.log('\nabove the maximum:');
for (const [label, body] of [
  [
    `${(MAX_PLAN_SITES + 1).toLocaleString('en')} ids`,
    JSON.stringify({ campId: camp.id, inv_ids: Array.from({ length: MAX_PLAN_SITES + 1 }, (_, i) => i + 1) }),
  ],
  ['1,000,000 ids', JSON.stringify({ campId: camp.id, inv_ids: Array.from({ length: 1_000_000 }, () => 1) })],
] as const) {
  const { result, worstHealthMs } = await withHealthProbe(async () => {
    const start = performance.now();
    const res = await post('/get_budget_inv', body, token);
    return {
      ms: performance.now() - start,
      status: res.status,
      message: (res.json.error as { message?: string })?.message,
    };
  });
  console.log(
    `  ${label}: ${result.status} in ${result.ms.toFixed(1)} ms ("${result.message}"), worst health wait ${worstHealthMs.toFixed(1)} ms`,
  );
}
await app.close();
await database.close();
