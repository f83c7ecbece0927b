import type { QueryFn } from '../../../db/client.ts';
import { audienceInputsLiteral, audienceInputsOf } from '../../../db/site-audience-inputs.ts';
import type { NewSiteRow as SiteRow } from '../site-row.ts';
import { insertSites, PAYLOAD_COLUMNS, PAYLOAD_JSON_COLUMNS, updateSite } from './queries.ts';

export type { NewSiteRow as SiteRow } from '../site-row.ts';

/**
 * Sites travel to the database as one jsonb array of positional rows (no column name repeated per
 * row, vendors as an index into a uuid array); the jsonb columns ride along as they are. Measured
 * against `json_to_recordset` over objects and against rebuilding the jsonb with
 * `jsonb_build_object`, this was the fastest on both engines (parsing the input is most of the cost).
 */

/** A PostgreSQL array literal, every item quoted. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * Last, what the row's jsonb gives the audience model (decision 0036): computed here, where the
 * row's values are already JavaScript, rather than by the database's trigger, which unpacks the
 * jsonb again (it doubled an import's merge on PostgreSQL).
 */
const inputsOf = (row: SiteRow) => audienceInputsLiteral(audienceInputsOf(row.details, row.demographics));

/** A batch of sites as the JSON text `insertEncodedSites` takes; `vendorIds` lists every vendor a row may name. */
export function encodeSites(rows: SiteRow[], vendorIds: string[]): string {
  const vendorIndex = new Map(vendorIds.map((id, i) => [id, i + 1]));
  return JSON.stringify(
    rows.map((row) => [
      vendorIndex.get(row.vendor_id),
      ...PAYLOAD_COLUMNS.map(([name]) => {
        const value = row[name];
        return Array.isArray(value) ? arrayLiteral(value as string[]) : value;
      }),
      ...PAYLOAD_JSON_COLUMNS.map((name) => row[name]),
      inputsOf(row),
    ]),
  );
}

/** Rewrites one site of `vendorId` from a one-row payload; false when it is not that owner's. */
export async function updateEncodedSite(
  query: QueryFn,
  payload: string,
  vendorId: string,
  siteId: number,
): Promise<boolean> {
  return (await query(updateSite(payload, vendorId, siteId))).length > 0;
}

/** Inserts one encoded batch in one statement. */
export function insertEncodedSites(query: QueryFn, payload: string, vendorIds: string[]): Promise<unknown> {
  return query(insertSites(payload, vendorIds));
}

// ——— the import's path: COPY lines for the staging table (decision 0027) ———

/** COPY's text format: a backslash, tab or line break inside a value is escaped. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
function copyText(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text;
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return copyText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return copyText(arrayLiteral(value as string[]));
  return copyText(JSON.stringify(value));
}

const LINE_FIELDS = 3 + 1 + PAYLOAD_COLUMNS.length + PAYLOAD_JSON_COLUMNS.length + 1;

/**
 * One staged row as a line of COPY text, in IMPORT_ROW_COLUMNS order (queries.ts). Joined from an array, so
 * the line is one flat string: a batch keeps a thousand of them, not a thousand chains of small pieces.
 */
export function importRowCopyLine(importId: string, seq: number, line: number, row: SiteRow): string {
  const fields: string[] = new Array(LINE_FIELDS);
  fields[0] = importId;
  fields[1] = String(seq);
  fields[2] = String(line);
  fields[3] = row.vendor_id;
  let i = 4;
  for (const [name] of PAYLOAD_COLUMNS) fields[i++] = copyValue(row[name]);
  for (const name of PAYLOAD_JSON_COLUMNS) fields[i++] = copyValue(row[name]);
  fields[i] = inputsOf(row);
  return `${fields.join('\t')}\n`;
}
