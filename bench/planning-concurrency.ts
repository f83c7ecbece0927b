// 20 planners panning Santiago-sized views of the planning map at once (issue 22): the real server
// (packages/server/src/main.ts) in a child process on BENCH_DATABASE_URL, driven over HTTP. Prints
// the answers' p50 / p95 / p99, answers a second, the server's RSS (sampled, and its peak) and how
// long /healthz waits meanwhile. Needs a seeded PostgreSQL database (e.g. 1,000,000 sites).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Bounds, CampaignDto } from '@plano/core';
import { percentile } from './support/stats.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (!DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(1);
}
const PLANNERS = Number(process.env.BENCH_PLANNERS ?? 20);
const PANS = Number(process.env.BENCH_PANS ?? 15);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(root, 'bench/data/concurrency'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

/** Resident memory of the server process, from the kernel (MB): now and its peak. */
const memory = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

async function post<T>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ ms: number; bytes: number; json: T }> {
  const start = performance.now();
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - start, bytes: Buffer.byteLength(text), json: JSON.parse(text) as T };
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const idle = memory();

const { json: signin } = await post<{ token: string }>('/signin', {
  email: 'planner@plano.test',
  password: 'plano-demo',
});
const token = signin.token;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const { json: created } = await post<{ camp: CampaignDto }>(
  '/create_campaign',
  {
    brand: 'Bench',
    campaign_name: `Bench concurrency ${Date.now()}`,
    start_date: day(7),
    end_date: day(60),
    budget: 1e12,
    states: ['Región Metropolitana de Santiago'],
    cities: ['All'],
    media_type: 'all',
  },
  token,
);
const campId = created.camp._id;

// A Santiago-sized view (~0.6° × 0.45°, the city on a laptop's map at zoom 10), panned around the city.
const view = (seed: number): { bounds: Bounds; zoom: number } => {
  const lng = -70.65 + Math.sin(seed * 1.7) * 0.25;
  const lat = -33.45 + Math.cos(seed * 1.3) * 0.2;
  return {
    bounds: { ne: { lat: lat + 0.22, lng: lng + 0.3 }, sw: { lat: lat - 0.22, lng: lng - 0.3 } },
    zoom: 10 + (seed % 3) * 0.5,
  };
};

// The campaign area's option lists (the answer's distinctFilters) are read once from the values kept
// per area (site_facets, decision 0039), then kept a minute (facets.ts): the first planner to open an
// area after a start waits for that read. It is timed apart, so the panning below measures the steady state.
const { ms: firstOpening } = await post(
  '/v2/fetch_sugg_inventory_map',
  { campId, filters: {}, networks: [], ...view(0), include_nearby: false },
  token,
);

const times: number[] = [];
const sizes: number[] = [];
const health: number[] = [];
let peakSampled = idle.rss;
let running = true;
const sampler = (async () => {
  while (running) {
    peakSampled = Math.max(peakSampled, memory().rss);
    const start = performance.now();
    await fetch(`${base}/healthz`);
    health.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();

const started = performance.now();
await Promise.all(
  Array.from({ length: PLANNERS }, async (_, planner) => {
    for (let pan = 0; pan < PANS; pan++) {
      const { bounds, zoom } = view(planner * PANS + pan);
      const body = { campId, filters: {}, networks: [], bounds, zoom, include_nearby: false };
      const { ms, bytes } = await post('/v2/fetch_sugg_inventory_map', body, token);
      times.push(ms);
      sizes.push(bytes);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
running = false;
await sampler;
const end = memory();

const ms = (v: number) => `${v.toFixed(0)} ms`;
console.log(
  `\n${PLANNERS} planners × ${PANS} pans of Santiago-sized views (zoom 10–11), the server on PostgreSQL\n`,
);
console.log(`first answer for the area (its option lists read from site_facets): ${ms(firstOpening)}`);
console.log(
  `answers: ${times.length} in ${seconds.toFixed(1)} s = ${(times.length / seconds).toFixed(1)}/s; ` +
    `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
);
console.log(
  `answer size: p50 ${(percentile(sizes, 50) / 1024).toFixed(0)} KB, max ${(Math.max(...sizes) / 1024).toFixed(0)} KB`,
);
console.log(
  `server RSS: ${idle.rss.toFixed(0)} MB idle → ${peakSampled.toFixed(0)} MB sampled peak, ` +
    `${end.rss.toFixed(0)} MB after (kernel peak VmHWM ${end.peak.toFixed(0)} MB)`,
);
console.log(`/healthz meanwhile: p50 ${ms(percentile(health, 50))}, max ${ms(Math.max(...health))}`);
stopServer();
