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
import type { AppContext } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { sendAlert } from '../alerts/alerts.ts';
import type { Actor } from '../auth/actor.ts';
import { invalidateFacets } from '../planning/facets.ts';
import { CopyText } from './copy-text.ts';
import type { Owner } from './owner-scope.ts';
import { CREATE_STAGING, mergeStagedSites, STAGING_TABLE, siteCopyLine } from './site-encoding.ts';
import { type StoredSite, siteRowOf, TEMPLATE_SOURCE_COLUMNS, toTemplateRow } from './template-mapping.ts';

const SITE_CODE = TEMPLATE_KEYS.indexOf('site_code');
const EXAMPLE_CODE = TEMPLATE_EXAMPLE_SITE_CODE.toLowerCase();

/**
 * Rows per COPY and merge. On PGlite a batch's merge holds the server's only thread: 1,000 rows keep
 * that under ~150 ms (5,000 held every other request for ~700 ms); on PostgreSQL 1,000, 2,000 and
 * 5,000 import 100,000 rows in the same time (decision 0014).
 */
export const IMPORT_BATCH = 1_000;
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
      .query<{ state: string; cities: string[] }>(
        `select r.name as state, coalesce(array_agg(c.name) filter (where c.code is not null), '{}') as cities
           from regions r left join communes c on c.region_code = r.code group by r.name`,
      )
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

/**
 * Validates and merges rows by site_code for one owner, all inside ONE transaction: a failure or a
 * killed process leaves nothing of the import. Good rows go in batches of IMPORT_BATCH as one
 * statement each; the next batch is validated while the database stores the current one.
 */
export async function importRows(
  database: Database,
  owner: Owner,
  rows: AsyncIterable<SourceRow> | Iterable<SourceRow>,
  unknownColumns: string[] = [],
  /** Told the rows stored so far after each batch (progress; the kill -9 test waits on it). */
  onBatch?: (stored: number) => void,
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
  await database.transaction(async (query, copy) => {
    await query(CREATE_STAGING);
    const seen = new Set<string>();
    /**
     * A batch: each good row's COPY line, code and line number — not its cells, which would keep
     * a batch of row objects alive across each round trip. A refused row is reported with the values
     * it was staged with, read back from the staging table.
     */
    type Batch = { text: CopyText; codes: string[]; numbers: number[] };
    // Two texts in turn: one being stored while the next batch is written into the other.
    const texts = [new CopyText(), new CopyText()];
    let batches = 0;
    const emptyBatch = (): Batch => {
      const text = texts[batches++ % 2];
      text.clear();
      return { text, codes: [], numbers: [] };
    };
    let batch = emptyBatch();
    let pending: Promise<void> = Promise.resolve();
    const store = async ({ text, codes, numbers }: Batch) => {
      await mergeStagedSites(query, copy, text.bytes(), async (stored) => {
        const inserted = new Map(stored.map((s) => [s.site_code, s.inserted]));
        const refused: number[] = [];
        codes.forEach((code, i) => {
          const added = inserted.get(code);
          if (added === undefined) refused.push(i);
          else (added ? result.added : result.updated).push(code);
        });
        if (refused.length > 0)
          await reportRefused(
            refused.map((i) => codes[i]),
            refused.map((i) => numbers[i]),
          );
      });
      onBatch?.(result.added.length + result.updated.length);
    };
    /** Codes of another owner's sites: that row's error, with the values it would have been stored with. */
    const reportRefused = async (codes: string[], numbers: number[]) => {
      const staged = await query<StoredSite>(
        `select ${TEMPLATE_SOURCE_COLUMNS}
           from (select *, 0 as id, null::text as site_map from ${STAGING_TABLE} where site_code = any($1)) s`,
        [codes],
      );
      const byCode = new Map(staged.map((site) => [site.site_code, site]));
      codes.forEach((code, i) => {
        const site = byCode.get(code);
        addError(numbers[i], () => (site ? toTemplateRow(site) : { site_code: code }), {
          site_code: formatMessage('siteOfAnotherOwner', { field: columnLabel('site_code') }),
        });
      });
    };
    const flush = async () => {
      const items = batch;
      await pending;
      // Only now: the text the new batch reuses belonged to the batch just awaited.
      batch = emptyBatch();
      pending = store(items);
      // Awaited at the next flush; this only keeps a failure meanwhile from counting as unhandled.
      pending.catch(() => undefined);
    };
    for await (const source of rows) {
      if (++result.total % ROWS_PER_TURN === 0) await nextTurn();
      const { values, errors: found } = validateInventoryValues(source.values, places);
      let errors = found;
      const siteCode = values[SITE_CODE];
      const code = typeof siteCode === 'string' ? siteCode.toLowerCase() : '';
      if (code === EXAMPLE_CODE) {
        result.total--;
        result.example_skipped = true;
        continue;
      }
      if (code && seen.has(code) && !errors?.site_code) {
        errors ??= {};
        errors.site_code = formatMessage('duplicateInFile', { field: columnLabel('site_code') });
      }
      if (code) seen.add(code);
      if (errors) addError(source.line, () => textOf(source), errors);
      else {
        const site = siteRowOf(values, owner.id);
        batch.text.append(siteCopyLine(site));
        batch.codes.push(site.site_code);
        batch.numbers.push(source.line);
      }
      if (batch.text.rows >= IMPORT_BATCH) await flush();
    }
    if (batch.text.rows > 0) await flush();
    await pending;
    if (result.added.length + result.updated.length > 0)
      await query('update vendors set inv_uploaded = true, inv_last_updated = now() where id = $1', [
        owner.id,
      ]);
  });
  return result;
}

/** After an import or a sync: planning's option lists forget their old values, the caller's bell rings. */
export async function afterImport(
  context: Pick<AppContext, 'database' | 'realtime'>,
  actor: Actor,
  owner: Owner,
  result: InventoryUploadDto,
) {
  if (result.added.length + result.updated.length > 0) invalidateFacets();
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
