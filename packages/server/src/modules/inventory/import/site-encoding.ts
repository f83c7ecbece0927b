import type { QueryFn } from '../../../db/client.ts';
import { audienceInputsLiteral, audienceInputsOf } from '../../../db/site-audience-inputs.ts';

/** A `sites` row as written; keys are the column names (the seed's generated rows have this shape). */
export interface SiteRow {
  vendor_id: string;
  site_code: string;
  supplier_code: string;
  vendor_inv_code: string;
  site_map: string | null;
  location: string;
  locality: string;
  city: string;
  state: string;
  zone: string;
  lat: number;
  lng: number;
  media_type: string;
  format: string;
  lighting: string;
  type: string;
  width: number;
  height: number;
  area_n: number;
  price: number;
  final_score: number;
  traffic_density: string;
  sec_600mt: string;
  sec_classification: string;
  male_600mt: number;
  female_600mt: number;
  networks: string[];
  poi: string[];
  planning_enabled: boolean;
  demographics: Record<string, Record<string, number>>;
  additional_data: Record<string, number | string>;
  details: Record<string, unknown>;
}

/**
 * Sites travel to the database as one jsonb array of positional rows (no column name repeated per
 * row, vendors as an index into a uuid array); the jsonb columns ride along as they are. Measured
 * against `json_to_recordset` over objects and against rebuilding the jsonb with
 * `jsonb_build_object`, this was the fastest on both engines (parsing the input is most of the cost).
 */

/** Plain columns after vendor_id, in payload order, with the cast that reads each back. */
const COLUMNS: [keyof SiteRow, string][] = [
  ['site_code', ''],
  ['supplier_code', ''],
  ['vendor_inv_code', ''],
  ['location', ''],
  ['locality', ''],
  ['city', ''],
  ['state', ''],
  ['zone', ''],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['media_type', ''],
  ['format', ''],
  ['lighting', ''],
  ['type', ''],
  ['width', 'real'],
  ['height', 'real'],
  ['area_n', 'real'],
  ['price', 'bigint'],
  ['final_score', 'real'],
  ['traffic_density', ''],
  ['sec_600mt', ''],
  ['sec_classification', ''],
  ['male_600mt', 'real'],
  ['female_600mt', 'real'],
  ['networks', 'text[]'],
  ['poi', 'text[]'],
  ['planning_enabled', 'boolean'],
];
const JSON_COLUMNS: (keyof SiteRow)[] = ['demographics', 'additional_data', 'details'];

/** A PostgreSQL array literal, every item quoted. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * Last, what the row's jsonb gives the audience model (decision 0036): computed here, where the
 * row's values are already JavaScript, rather than by the database's trigger, which unpacks the
 * jsonb again (it doubled an import's merge on PostgreSQL).
 */
const AUDIENCE_INPUTS = 'audience_inputs';
const inputsOf = (row: SiteRow) => audienceInputsLiteral(audienceInputsOf(row.details, row.demographics));

const NAMES = ['vendor_id', ...COLUMNS.map(([name]) => name), ...JSON_COLUMNS, AUDIENCE_INPUTS];
const VALUES = [
  '($2::uuid[])[(r->>0)::int]',
  ...COLUMNS.map(([, cast], i) => (cast ? `(r->>${i + 1})::${cast}` : `r->>${i + 1}`)),
  ...JSON_COLUMNS.map((_, i) => `r->${COLUMNS.length + 1 + i}`),
  `(r->>${COLUMNS.length + 1 + JSON_COLUMNS.length})::real[]`,
];
const INSERT_SITES = `insert into sites (${NAMES.join(', ')})
    select ${VALUES.join(',\n  ')}
      from jsonb_array_elements($1::jsonb) as r`;

/** What an import or an edit may change: not the owner, and not the planning switch or the image. */
const UPDATABLE = NAMES.filter((n) => n !== 'vendor_id' && n !== 'planning_enabled');

/** One site rewritten in place from an encoded one-row batch (an edit of the grid). */
const UPDATE_SITE = `update sites set (${UPDATABLE.join(', ')}, updated_at) =
    (select ${UPDATABLE.map((n) => VALUES[NAMES.indexOf(n)]).join(', ')}, now()
       from jsonb_array_elements($1::jsonb) as r limit 1)
   where id = $3 and vendor_id = ($2::uuid[])[1]
   returning id`;

/** A batch of sites as the JSON text `insertEncodedSites` takes; `vendorIds` lists every vendor a row may name. */
export function encodeSites(rows: SiteRow[], vendorIds: string[]): string {
  const vendorIndex = new Map(vendorIds.map((id, i) => [id, i + 1]));
  return JSON.stringify(
    rows.map((row) => [
      vendorIndex.get(row.vendor_id),
      ...COLUMNS.map(([name]) => {
        const value = row[name];
        return Array.isArray(value) ? arrayLiteral(value as string[]) : value;
      }),
      ...JSON_COLUMNS.map((name) => row[name]),
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
  return (await query(UPDATE_SITE, [payload, [vendorId], siteId])).length > 0;
}

/** Inserts one encoded batch in one statement. */
export function insertEncodedSites(query: QueryFn, payload: string, vendorIds: string[]): Promise<unknown> {
  return query(INSERT_SITES, [payload, vendorIds]);
}

// ——— the import's path: COPY into the staging table, then merges in short chunks (decision 0027) ———

/** The import's staged rows (migration 0014): typed like `sites`, so COPY parses every value. */
export const IMPORT_ROWS_TABLE = 'inventory_import_rows';
/** The columns a staged row's COPY line fills: the import, the row's place in it, its line, the site. */
export const IMPORT_ROW_COLUMNS = ['import_id', 'seq', 'line', ...NAMES];

/**
 * Merges one chunk of an import's staged rows (seq in ($2, $3]) by site_code in one statement: new
 * codes are inserted, the owner's existing ones updated. A code of another owner's site is neither:
 * it is missing from the answer, and the caller reports it. `inserted` reads PostgreSQL's xmax, 0 on a
 * row this statement created.
 */
export const MERGE_IMPORT_CHUNK = `insert into sites (${NAMES.join(', ')})
    select ${NAMES.join(', ')} from ${IMPORT_ROWS_TABLE}
     where import_id = $1 and seq > $2 and seq <= $3
     order by seq
    on conflict (site_code) do update set
      ${UPDATABLE.map((n) => `${n} = excluded.${n}`).join(', ')}, updated_at = now()
      where sites.vendor_id = excluded.vendor_id
    returning site_code, (xmax = 0) as inserted`;

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

const LINE_FIELDS = 3 + 1 + COLUMNS.length + JSON_COLUMNS.length + 1;

/**
 * One staged row as a line of COPY text, in IMPORT_ROW_COLUMNS order. Joined from an array, so
 * the line is one flat string: a batch keeps a thousand of them, not a thousand chains of small pieces.
 */
export function importRowCopyLine(importId: string, seq: number, line: number, row: SiteRow): string {
  const fields: string[] = new Array(LINE_FIELDS);
  fields[0] = importId;
  fields[1] = String(seq);
  fields[2] = String(line);
  fields[3] = row.vendor_id;
  let i = 4;
  for (const [name] of COLUMNS) fields[i++] = copyValue(row[name]);
  for (const name of JSON_COLUMNS) fields[i++] = copyValue(row[name]);
  fields[i] = inputsOf(row);
  return `${fields.join('\t')}\n`;
}
