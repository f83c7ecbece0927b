// What the browser downloads (issue 22): the login page's and the planning page's files, cold (no
// HTTP cache), as transferred (compressed when the server compresses) beside their decoded size
// (what crossed the wire before compression); then a street-level pan of the planning map with and
// without the places, plain and gzip. Needs a build of the web app (npm run build). Prints figures.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { SessionDto } from '@plano/core';
import { buildCampaign } from '@plano/server/testing';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

/** The browser globals used in the page (this file is compiled without the DOM library). */
interface Entry {
  name: string;
  transferSize: number;
  decodedBodyLength: number;
}
interface PageGlobals {
  performance: { getEntriesByType(type: string): Entry[] };
}

if (!existsSync(path.resolve(import.meta.dirname, '../packages/web/dist/index.html'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer(Number(process.env.BENCH_SITES ?? 1500));
const browser = await launchChromium();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;

/** GET without Accept-Encoding: the file's bytes as they crossed the wire before issue 22. */
const plainGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

/** Every file of the page so far (the document too), split into static files, geodata and API calls. */
async function transferOf(page: Page) {
  const entries = await page.evaluate(() => {
    const { performance } = globalThis as unknown as PageGlobals;
    return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (e) => ({
        name: e.name,
        transferSize: Number(e.transferSize) || 0,
        decodedBodyLength: Number(e.decodedBodyLength) || 0,
      }),
    );
  });
  // The same files asked for again without compression (API calls are POSTs: not repeated).
  for (const e of entries) {
    if (!e.name.includes('/api/') && !e.name.includes('/socket.io'))
      e.decodedBodyLength = await plainGet(e.name);
  }
  const sum = (list: Entry[]) => ({
    files: list.length,
    transferred: list.reduce((t, e) => t + e.transferSize, 0),
    decoded: list.reduce((t, e) => t + e.decodedBodyLength, 0),
  });
  const kind = (e: Entry) =>
    e.name.includes('/api/') || e.name.includes('/socket.io')
      ? 'api'
      : e.name.includes('/geodata/')
        ? 'geodata'
        : 'static';
  return {
    static: sum(entries.filter((e) => kind(e) === 'static')),
    geodata: sum(entries.filter((e) => kind(e) === 'geodata')),
    api: sum(entries.filter((e) => kind(e) === 'api')),
  };
}

function print(label: string, figures: Awaited<ReturnType<typeof transferOf>>) {
  console.log(`\n${label}`);
  for (const [part, f] of Object.entries(figures)) {
    if (f.files === 0) continue;
    console.log(
      `  ${part.padEnd(8)} ${String(f.files).padStart(3)} files  transferred ${kb(f.transferred)}${part === 'api' ? '' : `  uncompressed (before) ${kb(f.decoded)}`}`,
    );
  }
}

/** POST with the Accept-Encoding given: the bytes that crossed the wire. */
const rawPost = (url: string, body: unknown, token: string, acceptEncoding?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      `${server.url}/api${url}`,
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

try {
  // The login page, cold.
  const guest = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const login = await guest.newPage();
  await login.goto('/login', { waitUntil: 'networkidle' });
  await login.getByRole('button', { name: /sign in/i }).waitFor();
  print('login page (cold)', await transferOf(login));

  // Signed in; then the planning page of the busiest pending campaign, cold, until its map settles.
  await login.getByLabel(/email/i).fill('planner@plano.test');
  await login.getByLabel(/password/i).fill('plano-demo');
  await login.getByRole('button', { name: /sign in/i }).click();
  await login.waitForURL('**/admin/index');
  const storage = await guest.storageState();
  const session = (await login.evaluate(() => ({
    token: (globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem(
      'token',
    ),
  }))) as Pick<SessionDto, 'token'>;
  const post = async <T>(url: string, body: unknown) => {
    const res = await fetch(`${server.url}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
  // A campaign over all of Santiago (every city): the widest list of places, as in the issue.
  const { camp } = await post<{ camp: { _id: string } }>(
    '/create_campaign',
    buildCampaign({ cities: ['All'], budget: 1e12, campaign_name: 'Transfer bench' }),
  );
  const { total_count: count } = await post<{ total_count: number }>('/v2/fetch_sugg_inventory_map', {
    campId: camp._id,
    include_nearby: false,
  });
  const busiest = { id: camp._id, count };
  await guest.close();

  const signedIn = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
    storageState: storage,
  });
  const planning = await signedIn.newPage();
  let mapCalls = 0;
  let openingBounds: unknown;
  planning.on('request', (r) => {
    if (!r.url().endsWith('/api/v2/fetch_sugg_inventory_map')) return;
    mapCalls += 1;
    openingBounds ??= (r.postDataJSON() as { bounds?: unknown }).bounds;
  });
  await planning.goto(`/admin/sugg_inventory/${busiest.id}`, { waitUntil: 'networkidle' });
  await planning.getByTestId('map-count').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
  await planning.waitForTimeout(1500);
  print(`planning page (cold, ${busiest.count} sites in the campaign)`, await transferOf(planning));
  console.log(`  map calls on opening: ${mapCalls}`);
  // The planning page's data on opening, before (three map calls, each with the places: the whole
  // campaign to centre on, a zero-size area for the option lists, then the viewport; uncompressed)
  // and now (the area, the viewport without places, the places once; as the browser gets them, br).
  const NOWHERE = { ne: { lat: -89.9, lng: -179.9 }, sw: { lat: -89.9, lng: -179.9 } };
  const map = (extra: Record<string, unknown>, encoding?: string) =>
    rawPost(
      '/v2/fetch_sugg_inventory_map',
      { campId: busiest.id, filters: {}, ...extra },
      session.token,
      encoding,
    );
  const before = (await map({})) + (await map({ bounds: NOWHERE })) + (await map({ bounds: openingBounds }));
  const now =
    (await rawPost('/fetch_planning_area', { campId: busiest.id }, session.token, 'br')) +
    (await map({ bounds: openingBounds, include_nearby: false }, 'br')) +
    (await rawPost('/fetch_nearby_places', { campId: busiest.id }, session.token, 'br'));
  console.log(`  its map data on opening: before ${kb(before)} (3 map calls), now ${kb(now)}`);
  await signedIn.close();

  // A street-level pan: a viewport about 2 km across around one of the campaign's sites.
  const { plano_inventory: sites } = await post<{ plano_inventory: { lng: number; lat: number }[] }>(
    '/v2/fetch_sugg_inventory_map',
    { campId: busiest.id, include_nearby: false },
  );
  const { lng, lat } = sites[0];
  const bounds = { ne: { lat: lat + 0.008, lng: lng + 0.012 }, sw: { lat: lat - 0.008, lng: lng - 0.012 } };
  const pan = (extra: Record<string, unknown>, encoding?: string) =>
    rawPost(
      '/v2/fetch_sugg_inventory_map',
      { campId: busiest.id, filters: {}, bounds, ...extra },
      session.token,
      encoding,
    );
  console.log('\na street-level pan of the planning map');
  console.log(`  with the places (before)         plain ${kb(await pan({}))}`);
  console.log(`  with the places, gzip            ${kb(await pan({}, 'gzip'))}`);
  console.log(`  without the places (now)         plain ${kb(await pan({ include_nearby: false }))}`);
  console.log(`  without the places, gzip (now)   ${kb(await pan({ include_nearby: false }, 'gzip'))}`);
  console.log(`  without the places, br (now)     ${kb(await pan({ include_nearby: false }, 'br'))}`);
  const places = await rawPost('/fetch_nearby_places', { campId: busiest.id }, session.token, 'br');
  console.log(`  the places once per campaign, br ${kb(places)}`);
} finally {
  await browser.close();
  await server.close();
}
