import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, QueryFn } from '../../../db/client.ts';
import {
  deleteImportJob,
  deleteImportState,
  deleteStagedRows,
  discardImportState,
  heartbeat,
  IMPORT_ROW_COLUMNS,
  IMPORT_ROWS_TABLE,
  insertImportJob,
  insertImportState,
  lastStagedSeq,
  lockImportRows,
  markImportJobDone,
  markInventoryUploaded,
  mergeImportChunk,
  otherImports,
  recordMergedChunk,
  refusedStagedRows,
  sealImport,
  truncateImportRows,
} from './queries.ts';
import type { StoredSite } from './template-mapping.ts';

/**
 * An import in short transactions (decision 0027). PGlite has one connection: one transaction per
 * import held every other tenant's calls for the whole import. Now:
 *  1. staging — each batch of good rows is COPied into `inventory_import_rows` in its own short
 *     transaction; nobody reads that table but the import, so nothing of it is visible yet. A failure
 *     or a kill here leaves nothing: the rows are removed (by the import, or by its job).
 *  2. sealing — one short transaction marks the import 'merging': from here it is a job that resumes.
 *  3. merging — chunks of staged rows (importPace), each merged into `sites` in its own transaction,
 *     which also records the chunk as merged and its counts. A killed import's job is taken over by
 *     the job queue once its heartbeat is stale, and merges the chunks not yet recorded.
 * A site is written by one statement of one transaction: never half a site.
 */

/** The job kind of an import; the job is created running, by the process that imports. */
export const IMPORT_JOB = 'inventory_import';

export interface ImportPace {
  /** Good rows per staging COPY (one transaction each). */
  stageRows: number;
  /** Staged rows per merge transaction. */
  chunkRows: number;
  /** Chunks merged at once, each on a connection of its own. */
  sideBySide: number;
}

/**
 * How an import goes on each engine. On PGlite every transaction holds the server's only
 * connection, so other tenants wait behind one at most: small ones (a 100-row merge or a 250-row
 * COPY take tens of ms; bench:import-tenants chose them). On PostgreSQL nobody waits behind them:
 * larger ones, and two merges at once on two connections (the database's cores, otherwise idle).
 */
export function importPace(database: Pick<Database, 'kind'>): ImportPace {
  return database.kind === 'pglite'
    ? { stageRows: 250, chunkRows: 100, sideBySide: 1 }
    : { stageRows: 1_000, chunkRows: 1_000, sideBySide: 2 };
}
/** Staged rows deleted per transaction when the table cannot simply be truncated. */
const DELETE_CHUNK = 2_000;

/** The import's transactions let the server's other calls go first (see Database.transaction). */
const BACKGROUND = { background: true };

/** The import's job as this process holds it: a try (attempts) that a take-over replaces. */
export interface ImportHandle {
  id: string;
  attempts: number;
}

/** The job was taken over by another worker (this one was silent too long): this one stops. */
export class ImportTakenOver extends Error {
  constructor(id: string) {
    super(`inventory import ${id} was taken over by another worker`);
    this.name = 'ImportTakenOver';
  }
}

/** Writes the job's heartbeat, and proves the job is still this try's; else throws (the transaction rolls back). */
async function beat(query: QueryFn, handle: ImportHandle): Promise<void> {
  const mine = await query(heartbeat(handle.id, handle.attempts));
  if (mine.length === 0) throw new ImportTakenOver(handle.id);
}

/** Starts an import: its job, running and owned by this process, and its state, in one transaction. */
export function startImport(
  database: Database,
  vendorId: string,
  userId: string | null,
): Promise<ImportHandle> {
  return database.transaction(async (query) => {
    const [job] = await query(insertImportJob(IMPORT_JOB, { vendorId, userId }, userId));
    await query(insertImportState(job.id, vendorId));
    return { id: job.id, attempts: 1 };
  }, BACKGROUND);
}

/**
 * Keeps the job's heartbeat while the import reads a slow source between two batches, so that it
 * is never taken for dead. Answers the function that stops it.
 */
export function keepAlive(database: Database, handle: ImportHandle, everyMs = 15_000): () => void {
  const timer = setInterval(() => {
    database.transaction((query) => beat(query, handle), BACKGROUND).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Stages one batch of COPY lines (IMPORT_ROW_COLUMNS) in its own transaction. */
export function stageBatch(database: Database, handle: ImportHandle, text: Buffer): Promise<void> {
  return database.transaction(async (query, copy) => {
    await beat(query, handle);
    await copy(IMPORT_ROWS_TABLE, IMPORT_ROW_COLUMNS, text);
  }, BACKGROUND);
}

/** Every row is staged: from now on the import is merged to its end, if need be by its job. */
export function sealStaging(
  database: Database,
  handle: ImportHandle,
  counts: { total: number; staged: number; chunkRows: number },
) {
  return database.transaction(async (query) => {
    await beat(query, handle);
    await query(sealImport(handle.id, counts));
  }, BACKGROUND);
}

export interface MergedChunk {
  stored: { site_code: string; inserted: boolean }[];
  /** The staged rows whose code is another owner's (only when asked for), with their file line. */
  refused: (StoredSite & { line: number })[];
}

/**
 * Merges chunk `index` (staged rows index*chunkRows+1 …) in one transaction, and records it with
 * its counts. The merge comes first and the two one-row updates last, so that chunks merged side by
 * side (PostgreSQL) wait for each other only for those. A chunk already recorded (a second worker)
 * throws, so it is never committed twice.
 */
export function mergeChunk(
  database: Database,
  handle: ImportHandle,
  index: number,
  plan: { staged: number; chunkRows: number },
  withRefused: boolean,
): Promise<MergedChunk> {
  const from = index * plan.chunkRows;
  const to = Math.min(from + plan.chunkRows, plan.staged);
  return database.transaction(async (query) => {
    const stored = await query(mergeImportChunk(handle.id, from, to));
    let refused: MergedChunk['refused'] = [];
    if (withRefused && stored.length < to - from)
      refused = await query(
        refusedStagedRows(
          handle.id,
          from,
          to,
          stored.map((s) => s.site_code),
        ),
      );
    const added = stored.filter((s) => s.inserted).length;
    const recorded = await query(recordMergedChunk(handle.id, index, added, stored.length - added));
    if (recorded.length === 0) throw new ImportTakenOver(handle.id);
    await beat(query, handle);
    return { stored, refused };
  }, BACKGROUND);
}

/**
 * Runs `work` over the chunks not yet merged, `sideBySide` at a time, and answers each chunk's
 * result in chunk order. Before each chunk the event loop turns: PGlite answers through promises, so
 * a run of merges would otherwise never let another request in (its query would not even be asked
 * before the merges end), and once it has asked, PGlite's queue serves it before the next chunk.
 */
export async function mergeChunks<T>(
  plan: { staged: number; chunkRows: number; sideBySide: number },
  merged: readonly number[],
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const done = new Set(merged);
  const todo = Array.from({ length: Math.ceil(plan.staged / plan.chunkRows) }, (_, i) => i).filter(
    (i) => !done.has(i),
  );
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const i = next++;
      await nextTurn();
      results[i] = await work(todo[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.sideBySide, todo.length)) }, worker));
  return results;
}

/**
 * Removes an import's staged rows (seq ≤ upTo). When no other import is under way the table is
 * truncated: instant, and it gives back the space (PGlite runs no autovacuum, so deleted rows would
 * stay on disk). The lock is taken first, so no other import can stage rows between the check and
 * the truncate. Otherwise the rows go in short deletes.
 */
export async function removeStagedRows(database: Database, importId: string, upTo: number): Promise<void> {
  const truncated = await database.transaction(async (query) => {
    await query(lockImportRows());
    const [{ others }] = await query(otherImports(importId));
    if (others) return false;
    await query(truncateImportRows());
    return true;
  }, BACKGROUND);
  if (truncated) return;
  for (let from = 0; from < upTo; from += DELETE_CHUNK)
    await database.transaction(
      (query) => query(deleteStagedRows(importId, from, from + DELETE_CHUNK)),
      BACKGROUND,
    );
}

/** The highest staged seq of an import (its rows when it was killed while staging). */
export async function lastStaged(database: Database, importId: string): Promise<number> {
  const [{ last }] = await database.query(lastStagedSeq(importId));
  return last;
}

export interface ImportCounts {
  vendorId: string;
  total: number;
  added: number;
  updated: number;
}

/**
 * The import's last step, once every chunk is merged and its staged rows removed: the owner's
 * "inventory uploaded" mark, the import's state deleted, and — when this process ran it, not the
 * job queue — its job marked done with the counts.
 */
export function finishImport(
  database: Database,
  handle: ImportHandle,
  markDone: boolean,
): Promise<ImportCounts> {
  return database.transaction(async (query) => {
    await beat(query, handle);
    const [state] = await query(deleteImportState(handle.id));
    const counts = {
      vendorId: state.vendor_id,
      total: state.total,
      added: state.added,
      updated: state.updated,
    };
    if (counts.added + counts.updated > 0) await query(markInventoryUploaded(counts.vendorId));
    if (markDone) await query(markImportJobDone(handle.id, counts));
    return counts;
  }, BACKGROUND);
}

/**
 * An import that never reached 'merging' (its source failed, or its process was killed): its staged
 * rows and its state go, and nothing of it was ever visible. The import itself also deletes its job,
 * whose failure the caller is told; the job queue's take-over keeps the job, which it marks done.
 */
export async function discardImport(database: Database, importId: string, upTo: number, dropJob: boolean) {
  await removeStagedRows(database, importId, upTo);
  await database.query(dropJob ? deleteImportJob(importId) : discardImportState(importId));
}
