// The India zone map's load time in Chromium: navigation → all 593 districts drawn. Needs a build
// of the web app (npm run build). Prints figures; asserts nothing.
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INDIA_DISTRICTS_FILE, type SessionDto } from '@plano/core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';
import { percentile } from './support/stats.ts';

/** The browser globals used in the page (this file is compiled without the DOM library). */
interface PageGlobals {
  document: { querySelectorAll(selector: string): { length: number } };
  requestAnimationFrame(callback: () => void): number;
  localStorage: { setItem(key: string, value: string): void };
  performance: {
    getEntriesByType(type: string): { name: string; responseEnd: number; domContentLoadedEventEnd: number }[];
  };
}

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const DRAWN = 593;
const webDist = path.resolve(import.meta.dirname, '../packages/web/dist/index.html');
if (!existsSync(webDist)) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer(20);
const browser = await launchChromium();
try {
  const signin = await fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@plano.test', password: 'plano-demo' }),
  });
  const session = (await signin.json()) as SessionDto;

  // The server's share: the first call joins the files, later calls answer from memory.
  const callZones = async () => {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/fetch_district_zones`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: '{}',
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - start, bytes };
  };
  const first = await callZones();
  const later: number[] = [];
  for (let i = 0; i < 20; i++) later.push((await callZones()).ms);

  /** One page load: ms from navigation start until the districts are in the DOM, then painted. */
  const load = async (context: Awaited<ReturnType<typeof browser.newContext>>) => {
    const page = await context.newPage();
    await page.goto('/admin/covid_map', { waitUntil: 'commit' });
    // Runs in the page (the CSP forbids string scripts); this file is typed for Node, hence the cast.
    const handle = await page.waitForFunction(
      (count: number) => {
        const { document, requestAnimationFrame } = globalThis as unknown as PageGlobals;
        const drawn = document.querySelectorAll('[data-testid="india-map"] path[data-district-id]').length;
        if (drawn < count) return null;
        // In the DOM now; on screen once this frame is painted, i.e. by the next frame's start.
        const inDom = performance.now();
        return new Promise<[number, number]>((resolve) =>
          requestAnimationFrame(() => resolve([inDom, performance.now()])),
        );
      },
      DRAWN,
      { polling: 'raf', timeout: 30_000 },
    );
    const [drawn, painted] = (await handle.jsonValue()) as [number, number];
    // Where the time went: the app's own start (shared by every screen), then the map's data.
    const marks = await page.evaluate(() => {
      const { performance: timing } = globalThis as unknown as PageGlobals;
      const [navigation] = timing.getEntriesByType('navigation');
      const resources = timing.getEntriesByType('resource');
      return {
        boot: navigation?.domContentLoadedEventEnd ?? Number.NaN,
        // No helper function here: tsx would wrap it in a __name() the page does not have.
        data: Math.max(
          ...resources.filter((r) => r.name.includes('/fetch_district_zones')).map((r) => r.responseEnd),
        ),
      };
    });
    await page.close();
    return { drawn, painted, ...marks };
  };
  const newContext = async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      (stored: Record<string, string>) => {
        const { localStorage } = globalThis as unknown as PageGlobals;
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      },
      { token: session.token, user: JSON.stringify(session.user) },
    );
    return context;
  };

  await load(await newContext()); // warm the server and the OS file cache
  const cold: Awaited<ReturnType<typeof load>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext();
    cold.push(await load(context));
    await context.close();
  }
  const warmContext = await newContext();
  await load(warmContext);
  const warm: Awaited<ReturnType<typeof load>>[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await load(warmContext));
  await warmContext.close();

  const geodata = path.join(
    process.env.GEODATA_DIR ?? path.resolve(import.meta.dirname, '../../shared/data'),
    INDIA_DISTRICTS_FILE,
  );
  const row = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(58)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(values, 95).toFixed(0).padStart(5)} ms  max ${Math.max(
        ...values,
      )
        .toFixed(0)
        .padStart(5)} ms`,
    );
  console.log(`covid map load, ${RUNS} runs each, ${DRAWN} districts, Chromium 1440×900`);
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (other work inflates the figures)`,
  );
  console.log(
    `data: ${INDIA_DISTRICTS_FILE} ${existsSync(geodata) ? statSync(geodata).size : '?'} bytes, fetch_district_zones ${first.bytes} bytes`,
  );
  console.log(`fetch_district_zones first call (reads + joins): ${first.ms.toFixed(0)} ms`);
  row('fetch_district_zones, cached', later);
  for (const [label, runs] of [
    ['new browser context (empty cache)', cold],
    ['same context (HTTP cache warm)', warm],
  ] as const) {
    row(
      `${label}: navigation → map drawn`,
      runs.map((r) => r.drawn),
    );
    row(
      '  … and painted (the next frame starts)',
      runs.map((r) => r.painted),
    );
    row(
      '  of which the app start (DOMContentLoaded)',
      runs.map((r) => r.boot),
    );
    row(
      '  navigation → zones and outlines in',
      runs.map((r) => r.data),
    );
    row(
      '  last download in → map drawn',
      runs.map((r) => r.drawn - r.data),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
