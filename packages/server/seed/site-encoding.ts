import type { QueryFn } from '../src/db/client.ts';
import type { SiteRow } from './sites.ts';

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

const INSERT_SITES = (() => {
  const names = ['vendor_id', ...COLUMNS.map(([name]) => name), ...JSON_COLUMNS];
  const values = [
    '($2::uuid[])[(r->>0)::int]',
    ...COLUMNS.map(([, cast], i) => (cast ? `(r->>${i + 1})::${cast}` : `r->>${i + 1}`)),
    ...JSON_COLUMNS.map((_, i) => `r->${COLUMNS.length + 1 + i}`),
  ];
  return `insert into sites (${names.join(', ')})
    select ${values.join(',\n  ')}
      from jsonb_array_elements($1::jsonb) as r`;
})();

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
    ]),
  );
}

/** Inserts one encoded batch in one statement. */
export function insertEncodedSites(query: QueryFn, payload: string, vendorIds: string[]): Promise<unknown> {
  return query(INSERT_SITES, [payload, vendorIds]);
}
