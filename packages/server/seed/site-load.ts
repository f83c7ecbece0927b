import { Worker } from 'node:worker_threads';
import type { QueryFn } from '../src/db/client.ts';
import { encodeSites, insertEncodedSites } from '../src/modules/inventory/import/site-encoding.ts';
import { createIndex, dropIndex, roomForIndexBuilds, siteIndexes } from './queries.ts';
import { createSiteGenerator, type GeneratorInit, type SiteRow } from './sites.ts';

export const SITE_BATCH = 5_000;
/** From this many sites on, a worker generates them and the indexes are built once at the end. */
export const LARGE_SEED = 50_000;

/** Encoded batches of sites, asked for in order. */
interface SiteSource {
  batch(start: number, end: number): Promise<string>;
  close(): Promise<void>;
}

function inlineSource(init: GeneratorInit): SiteSource {
  const generator = createSiteGenerator(init);
  return {
    async batch(start, end) {
      const rows: SiteRow[] = [];
      for (let i = start; i < end; i++) rows.push(generator.next(i));
      return encodeSites(rows, generator.vendorIds);
    },
    close: async () => undefined,
  };
}

/**
 * A worker-thread source, or null where the worker cannot start. Node 20 does not apply tsx's
 * loader to a worker's entry file, so a one-line bootstrap registers tsx there first.
 */
async function workerSource(init: GeneratorInit): Promise<SiteSource | null> {
  let bootstrap: string;
  try {
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./site-worker.ts', import.meta.url).href;
    bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  } catch {
    return null;
  }
  const worker = new Worker(bootstrap, { eval: true, workerData: init });
  const replies: { resolve: (payload: string) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | null = null;
  const started = await new Promise<boolean>((resolve) => {
    worker.once('message', (first) => resolve(first === 'ready'));
    worker.once('error', (error) => {
      failure = error;
      resolve(false);
    });
    worker.once('exit', () => resolve(false));
  });
  if (!started) {
    await worker.terminate();
    return null;
  }
  worker.on('message', (payload: string) => replies.shift()?.resolve(payload));
  const fail = (error: Error) => {
    failure = error;
    for (const reply of replies.splice(0)) reply.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the site worker stopped (exit code ${code})`)));
  return {
    batch(start, end) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        replies.push({ resolve, reject });
        worker.postMessage({ start, end });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/**
 * Generates and inserts `count` sites in batches, preparing the next batch while the database stores
 * the current one: in a worker thread for large seeds (embedded PostgreSQL runs on the main thread),
 * else inline (a PostgreSQL server works in its own process meanwhile). Either way the rows are the same.
 */
export async function insertSites(
  query: QueryFn,
  init: GeneratorInit,
  count: number,
  progress?: (done: number) => void,
): Promise<'worker' | 'inline'> {
  const worker = count >= LARGE_SEED ? await workerSource(init) : null;
  const source = worker ?? inlineSource(init);
  const vendorIds = init.vendors.map((v) => v.id);
  const range = (start: number) => [start, Math.min(count, start + SITE_BATCH)] as const;
  try {
    let stored: Promise<unknown> = Promise.resolve();
    let next = count > 0 ? source.batch(...range(0)) : null;
    for (let start = 0; next; start += SITE_BATCH) {
      const payload = await next;
      await stored;
      if (start > 0) progress?.(start);
      stored = insertEncodedSites(query, payload, vendorIds);
      // Awaited on the next turn; this only keeps a failure meanwhile from counting as unhandled.
      stored.catch(() => undefined);
      next = start + SITE_BATCH < count ? source.batch(...range(start + SITE_BATCH)) : null;
    }
    await stored;
    progress?.(count);
  } finally {
    await source.close();
  }
  return worker ? 'worker' : 'inline';
}

/**
 * Runs `load` with the secondary indexes of `sites` dropped, then recreates them from their saved
 * definitions (whatever the migrations made): building an index once over a million rows is cheaper
 * than maintaining it row by row. Inside the caller's transaction, so a failure restores them.
 * Indexes that back a constraint (the primary key) stay.
 */
export async function withSiteIndexesDeferred<T>(
  query: QueryFn,
  load: () => Promise<T>,
  log: (msg: string) => void,
): Promise<T> {
  const indexes = await query(siteIndexes());
  for (const index of indexes) await query(dropIndex(index.name));
  const result = await load();
  const started = performance.now();
  await query(roomForIndexBuilds());
  for (const index of indexes) await query(createIndex(index.definition));
  log(`rebuilt ${indexes.length} site indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
