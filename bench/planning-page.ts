// The planning page at a country's inventory (issue 22: navigation → markers or clusters drawn ≤ 2 s
// in headless Chromium). The real server over BENCH_DATABASE_URL (the 1,000,000-site PostgreSQL
// database) or an embedded one seeded with BENCH_SITES sites; a campaign over every region, then
// over Santiago; each page opened cold RUNS times. Needs a build of the web app (npm run build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@plano/server/testing';
import { launchChromium } from '../e2e/support/chromium.ts';
import { seededDatabase } from './support/seeded-database.ts';
import { percentile } from './support/stats.ts';

if (!existsSync(path.resolve(import.meta.dirname, '../packages/web/dist/index.html'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
const SITES = Number(process.env.BENCH_SITES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { config, database } = await seededDatabase(SITES);
const app = await buildApp(config, database);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await launchChromium();

const post = async <T>(call: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(`${url}/api${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${call}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const session = await post<{ token: string; user: unknown }>('/signin', {
  email: 'planner@plano.test',
  password: 'plano-demo',
});
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const created: string[] = [];
const campaign = async (name: string, states: string[]) => {
  const { camp } = await post<{ camp: { _id: string } }>(
    '/create_campaign',
    {
      brand: 'Bench',
      campaign_name: `${name} ${Date.now()}`,
      start_date: day(40),
      end_date: day(70),
      budget: 1e12,
      states,
      cities: ['All'],
      media_type: 'all',
    },
    session.token,
  );
  created.push(camp._id);
  return camp._id;
};
// Signed in once through the page, as a planner would; every opening reuses that session's storage.
const storageState = await (async () => {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill('planner@plano.test');
  await page.getByLabel(/password/i).fill('plano-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/admin/index');
  const state = await context.storageState();
  await context.close();
  return state;
})();
const states = (await database.query<{ state: string }>('select distinct state from sites order by 1')).map(
  (r) => r.state,
);

/** Opens the page cold (a new context: no HTTP cache) and times navigation → the map's first drawing. */
async function openOnce(campId: string) {
  // A new context: an empty HTTP cache, the signed-in storage of the sign-in below.
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const page = await context.newPage();
  let answer: { total_count: number; clusters?: unknown[]; plano_inventory: unknown[] } | undefined;
  let bytes = 0;
  /** When the map call's answer had reached the page: what is left after it is the page's drawing. */
  let answeredMs = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/v2/fetch_sugg_inventory_map') || !response.ok()) return;
    answeredMs = Date.now() - start;
    const body = await response.body().catch(() => null);
    if (!body) return; // the page was closed meanwhile
    bytes = body.length;
    answer = JSON.parse(body.toString());
  });
  const calls: string[] = [];
  page.on('requestfinished', async (request) => {
    const timing = request.timing();
    const name = request.url().includes('/api/')
      ? request.url().split('/api/')[1]
      : request.url().replace(url, '');
    calls.push(`${name} ${(timing.startTime - start).toFixed(0)}+${timing.responseEnd.toFixed(0)} ms`);
  });
  const start = Date.now();
  await page.goto(`/admin/sugg_inventory/${campId}`);
  await page.getByTestId('map-count').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
  await page.getByTestId('map-loading').waitFor({ state: 'hidden', timeout: 120_000 });
  // Drawn: the frame after the data reached MapLibre.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  const ms = Date.now() - start;
  await context.close();
  if (process.env.BENCH_VERBOSE) console.log(`  calls (start+duration): ${calls.join(', ')}`);
  return { ms, answer, bytes, answeredMs };
}

try {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from sites');
  console.log(`\n${database.kind}, ${n.toLocaleString('en')} sites; ${RUNS} cold openings each\n`);
  for (const [name, area] of [
    ['every region', states],
    ['Santiago', ['Región Metropolitana de Santiago']],
  ] as const) {
    const campId = await campaign(name, [...area]);
    // The server's first look at the campaign area (its option lists) is shown apart from the p50.
    const first = await openOnce(campId);
    const times: number[] = [];
    const answered: number[] = [];
    let last: Awaited<ReturnType<typeof openOnce>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      last = await openOnce(campId);
      times.push(last.ms);
      answered.push(last.answeredMs);
    }
    const shown = last?.answer?.clusters
      ? `${last.answer.clusters.length} clusters`
      : `${last?.answer?.plano_inventory.length ?? 0} markers`;
    console.log(
      `${name.padEnd(13)} navigation → drawn p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
        `(the map call answered at p50 ${percentile(answered, 50).toFixed(0)} ms); ` +
        `first after start ${first.ms.toFixed(0)} ms; ` +
        `${last?.answer?.total_count.toLocaleString('en')} sites in view as ${shown}, answer ${((last?.bytes ?? 0) / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  if (created.length > 0)
    await post('/delete_campaigns', { campIds: created }, session.token).catch(() => {});
  await browser.close();
  await app.close();
  await database.close();
}
