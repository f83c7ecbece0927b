import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  columnLabel,
  type ErrorRowDto,
  formatMessage,
  type InventoryUploadDto,
  PlaceIndex,
  TEMPLATE_EXAMPLE_SITE_CODE,
  TEMPLATE_KEYS,
  validateInventoryValues,
} from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { type AlertPush, sendAlert } from '../../alerts/index.ts';
import type { Actor } from '../../auth/index.ts';
import { invalidateFacets } from '../../planning/index.ts';
import type { Owner } from '../owner-scope.ts';
import { CopyText } from './copy-text.ts';
import {
  discardImport,
  finishImport,
  type ImportHandle,
  importPace,
  keepAlive,
  lastStaged,
  mergeChunk,
  mergeChunks,
  removeStagedRows,
  sealStaging,
  stageBatch,
  startImport,
} from './import-staging.ts';
import { regionCities } from './queries.ts';
import { importRowCopyLine } from './site-encoding.ts';
import { siteRowOf, toTemplateRow } from './template-mapping.ts';

const SITE_CODE = TEMPLATE_KEYS.indexOf('site_code');
const EXAMPLE_CODE = TEMPLATE_EXAMPLE_SITE_CODE.toLowerCase();

/**
 * Rows validated between two turns of the event loop. Rows arrive through promises (microtasks),
 * which never let the loop turn: without these pauses a CSV import held every other request of the
 * server for up to 200 ms at a time. 250 rows are ~15 ms of work.
 */
const ROWS_PER_TURN = 250;
/** Failed rows sent back for the correction grid; the rest are counted. */
export const MAX_ERROR_ROWS = 2_000;

export interface SourceRow {
  /** The row's number in the file (the header is row 1), or its index in a JSON list. */
  line: number;
  /** Cell values in TEMPLATE_COLUMNS order (headers already mapped); undefined where the source has no such column. */
  values: unknown[];
  /** The row as it was sent, when it came as JSON: a failed row goes back to the grid as it was. */
  raw?: Record<string, unknown>;
}

/** A JSON row (template keys to cell values) as a SourceRow. */
export function sourceRowOf(line: number, raw: Record<string, unknown>): SourceRow {
  return { line, values: TEMPLATE_KEYS.map((key) => raw[key]), raw };
}

const placeIndexes = new WeakMap<Database, Promise<PlaceIndex>>();

/** Chile's regions and their communes: reference data, read once per database. */
export function placeIndexOf(database: Database): Promise<PlaceIndex> {
  let index = placeIndexes.get(database);
  if (!index) {
    index = database
      .query(regionCities())
      .then((rows) => new PlaceIndex(new Map(rows.map((r) => [r.state, r.cities]))));
    index.catch(() => placeIndexes.delete(database));
    placeIndexes.set(database, index);
  }
  return index;
}

const cellText = (v: unknown) =>
  v === undefined || v === null ? null : typeof v === 'number' || typeof v === 'boolean' ? v : String(v);

/** A failed row's cells for the correction grid: as sent, or the file's columns. */
function textOf({ raw, values }: SourceRow): ErrorRowDto['data'] {
  if (raw) return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, cellText(v)]));
  const data: ErrorRowDto['data'] = {};
  values.forEach((v, i) => {
    if (v !== undefined) data[TEMPLATE_KEYS[i]] = cellText(v);
  });
  return data;
}

export interface ImportOptions {
  /** The user who imports: the import's job names them, and a resumed import rings their bell. */
  userId?: string;
  /** Told the rows staged so far after each batch, then the rows merged so far after each chunk. */
  onProgress?: (phase: 'staged' | 'merged', rows: number) => void;
}

/**
 * Validates and merges rows by site_code for one owner, in short transactions (decision 0027; see
 * import-staging.ts): every good row is staged first, so a failure or a kill while reading leaves
 * nothing of the import; once all are staged the import is a job, merged chunk by chunk and resumed
 * by the job queue if this process dies. The next batch is validated while the database stages the
 * current one.
 */
export async function importRows(
  database: Database,
  owner: Owner,
  rows: AsyncIterable<SourceRow> | Iterable<SourceRow>,
  unknownColumns: string[] = [],
  { userId, onProgress }: ImportOptions = {},
): Promise<InventoryUploadDto> {
  const places = await placeIndexOf(database);
  const result: InventoryUploadDto = {
    added: [],
    updated: [],
    error: [],
    total: 0,
    unknown_columns: unknownColumns,
    example_skipped: false,
  };
  /** Keeps a failed row for the grid; its cells are turned into text only while under the cap. */
  const addError = (line: number, data: () => ErrorRowDto['data'], errors: Record<string, string>) => {
    if (result.error.length < MAX_ERROR_ROWS) result.error.push({ row: line, data: data(), errors });
  };
  const pace = importPace(database);
  const handle = await startImport(database, owner.id, userId ?? null);
  const stopBeating = keepAlive(database, handle);
  let staged = 0;
  try {
    try {
      staged = await stageRows(
        database,
        handle,
        pace.stageRows,
        owner,
        rows,
        places,
        result,
        addError,
        onProgress,
      );
      await sealStaging(database, handle, { total: result.total, staged, chunkRows: pace.chunkRows });
    } catch (error) {
      // Nothing of it was merged: it goes, job and all, and the caller hears why.
      await discardImport(database, handle.id, staged || (await lastStaged(database, handle.id)), true).catch(
        () => undefined,
      );
      throw error;
    }
    // From here a failure leaves the import to its job, which resumes it once this try is silent.
    const plan = { staged, chunkRows: pace.chunkRows, sideBySide: pace.sideBySide };
    const chunks = await mergeChunks(plan, [], async (i) => {
      const chunk = await mergeChunk(database, handle, i, plan, result.error.length < MAX_ERROR_ROWS);
      onProgress?.('merged', Math.min((i + 1) * plan.chunkRows, staged));
      return chunk;
    });
    for (const { stored, refused } of chunks) {
      for (const { site_code, inserted } of stored)
        (inserted ? result.added : result.updated).push(site_code);
      for (const site of refused)
        addError(site.line, () => toTemplateRow(site), {
          site_code: formatMessage('siteOfAnotherOwner', { field: columnLabel('site_code') }),
        });
    }
    await removeStagedRows(database, handle.id, staged);
    await finishImport(database, handle, true);
  } finally {
    stopBeating();
  }
  result.error.sort((a, b) => a.row - b.row);
  return result;
}

/**
 * Reads, validates and stages the rows in batches of `batchRows`, each COPY its own transaction;
 * bad rows go to the report. Answers how many rows were staged (their seq runs 1 … that).
 */
async function stageRows(
  database: Database,
  handle: ImportHandle,
  batchRows: number,
  owner: Owner,
  rows: AsyncIterable<SourceRow> | Iterable<SourceRow>,
  places: PlaceIndex,
  result: InventoryUploadDto,
  addError: (line: number, data: () => ErrorRowDto['data'], errors: Record<string, string>) => void,
  onProgress: ImportOptions['onProgress'],
): Promise<number> {
  const seen = new Set<string>();
  // Two texts in turn: one being staged while the next batch is written into the other.
  const texts = [new CopyText(), new CopyText()];
  let batches = 0;
  let staged = 0;
  let stagedSoFar = 0;
  const emptyBatch = () => {
    const text = texts[batches++ % 2];
    text.clear();
    return text;
  };
  let batch = emptyBatch();
  let pending: Promise<void> = Promise.resolve();
  const flush = async () => {
    const items = batch;
    await pending;
    // Only now: the text the new batch reuses belonged to the batch just awaited.
    batch = emptyBatch();
    pending = stageBatch(database, handle, items.bytes()).then(() => {
      stagedSoFar += items.rows;
      onProgress?.('staged', stagedSoFar);
    });
    // Awaited at the next flush; this only keeps a failure meanwhile from counting as unhandled.
    pending.catch(() => undefined);
  };
  const take = async (source: SourceRow) => {
    if (++result.total % ROWS_PER_TURN === 0) await nextTurn();
    const { values, errors: found } = validateInventoryValues(source.values, places);
    let errors = found;
    const siteCode = values[SITE_CODE];
    const code = typeof siteCode === 'string' ? siteCode.toLowerCase() : '';
    if (code === EXAMPLE_CODE) {
      result.total--;
      result.example_skipped = true;
      return;
    }
    if (code && seen.has(code) && !errors?.site_code) {
      errors ??= {};
      errors.site_code = formatMessage('duplicateInFile', { field: columnLabel('site_code') });
    }
    if (code) seen.add(code);
    if (errors) addError(source.line, () => textOf(source), errors);
    else batch.append(importRowCopyLine(handle.id, ++staged, source.line, siteRowOf(values, owner.id)));
    if (batch.rows >= batchRows) await flush();
  };
  try {
    for await (const source of rows) await take(source);
  } catch (error) {
    // The batch being staged ends before the caller discards the import: on PostgreSQL its COPY
    // could otherwise commit after the discard's truncate and leave its rows behind.
    await pending.catch(() => undefined);
    throw error;
  }
  if (batch.rows > 0) await flush();
  await pending;
  return staged;
}

/** After an import or a sync: planning's option lists forget their old values, the caller's bell rings. */
export async function afterImport(
  context: { database: Database; realtime: AlertPush | null },
  actor: Pick<Actor, 'id' | 'vendorId'>,
  owner: Owner,
  result: Pick<InventoryUploadDto, 'total'> & { added: { length: number }; updated: { length: number } },
) {
  if (result.added.length + result.updated.length > 0) invalidateFacets(context.database);
  const failed = result.total - result.added.length - result.updated.length;
  const params = {
    added: String(result.added.length),
    updated: String(result.updated.length),
    failed: String(failed),
  };
  await sendAlert(context.database, context.realtime, [actor.id], {
    kind: 'inventory_import',
    message: `Inventory import finished: ${params.added} added, ${params.updated} updated, ${params.failed} with errors`,
    params,
    link:
      actor.vendorId === owner.id
        ? '/admin/inventory_management'
        : `/admin/vendor_inventory/${owner.id}/${encodeURIComponent(owner.name)}`,
  });
}
