// Another tenant's wait during an import on the embedded database (issue 22). A server with a fresh
// on-disk PGlite runs in a child process; this process uploads a generated 100,000-row CSV as a media
// owner while, side by side, a planner of an agency (another tenant) calls /fetch_campaigns one call
// after the other. Prints the planner's p50/p95/p99/max before and during the import.
// Target: ≤ 200 ms p99 during a 100,000-row import. BENCH_ROWS changes the size.

import { fork } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type Place, writeCsv } from './support/inventory-file.ts';
import { percentile } from './support/stats.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** A pause between two of the planner's calls, as a person clicking would leave (and more samples than one). */
const GAP_MS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  type: 'ready';
  url: string;
  owner: string;
  planner: string;
  places: Place[];
}

const server = fork(path.join(here, 'support', 'import-tenants-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Ready>((resolve, reject) => {
  server.on('message', (message: Ready) => message.type === 'ready' && resolve(message));
  server.once('exit', (code) => reject(new Error(`the server ended (${code}) before it was ready`)));
});

const file = path.join(os.tmpdir(), `plano-bench-tenants-${process.pid}.csv`);
await writeCsv(file, ready.places, 'TENANT', ROWS);
const body = await readFile(file);

const post = (route: string, token: string, payload: string | Uint8Array, type = 'application/json') =>
  fetch(`${ready.url}/api${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: payload,
  });

/** The planner's calls, one after the other, until `until` settles; answers each call's time. */
async function poll(until: Promise<unknown>, since = performance.now()): Promise<number[]> {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await post('/fetch_campaigns', ready.planner, JSON.stringify({ type: 'pending' }));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/fetch_campaigns answered ${res.status}`);
    const wait = performance.now() - started;
    waits.push(wait);
    // The long waits and when they began: which step of the import held the database.
    if (wait > 1000)
      console.log(
        `  a call waited ${(wait / 1000).toFixed(1)} s from ${((started - since) / 1000).toFixed(1)} s`,
      );
    await delay(GAP_MS);
  }
  return waits;
}

const summary = (waits: number[]) =>
  `${waits.length} calls: p50 ${percentile(waits, 50).toFixed(0)} ms, p95 ${percentile(waits, 95).toFixed(0)} ms,` +
  ` p99 ${percentile(waits, 99).toFixed(0)} ms, max ${Math.max(...waits).toFixed(0)} ms`;

try {
  console.log(
    `engine: pglite (on disk), ${ROWS.toLocaleString('en')} rows, ${(body.length / 2 ** 20).toFixed(1)} MB CSV`,
  );
  console.log(`other tenant, idle server:  ${summary(await poll(delay(3000)))}`);
  const started = performance.now();
  const upload = post('/add_plano_inventory_file', ready.owner, body, 'application/octet-stream').then(
    async (res) => {
      const answer = (await res.json()) as { added?: string[]; updated?: string[]; total?: number };
      if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${JSON.stringify(answer)}`);
      return { seconds: (performance.now() - started) / 1000, answer };
    },
  );
  const waits = await poll(upload, started);
  const { seconds, answer } = await upload;
  console.log(
    `import: ${seconds.toFixed(1)} s (added ${answer.added?.length.toLocaleString('en')},` +
      ` updated ${answer.updated?.length}, of ${answer.total?.toLocaleString('en')})`,
  );
  console.log(`other tenant, during import: ${summary(waits)}`);
} finally {
  server.send({ type: 'stop' });
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(file, { force: true });
}
