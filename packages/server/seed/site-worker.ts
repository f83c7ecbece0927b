import { parentPort, workerData } from 'node:worker_threads';
import { encodeSites } from '../src/modules/inventory/import/site-encoding.ts';
import { createSiteGenerator, type GeneratorInit, type SiteRow } from './sites.ts';

/**
 * Generates site batches off the main thread, in the order asked, from the same seed as inline
 * generation: embedded PostgreSQL keeps the main thread busy while this one prepares the next batch.
 */
const generator = createSiteGenerator(workerData as GeneratorInit);
parentPort!.on('message', ({ start, end }: { start: number; end: number }) => {
  const rows: SiteRow[] = [];
  for (let i = start; i < end; i++) rows.push(generator.next(i));
  parentPort!.postMessage(encodeSites(rows, generator.vendorIds));
});
parentPort!.postMessage('ready');
