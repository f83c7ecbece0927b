import type { jobs, sites, users, vendors } from '../../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../../db/sql.ts';
import type { NewSiteRow } from '../site-row.ts';
import { type StoredSite, TEMPLATE_SOURCE_COLUMNS } from './template-mapping.ts';

// ——— a written site's columns: the encoders (site-encoding.ts) and the statements below share them ———

/** Plain columns after vendor_id, in payload order, with the cast that reads each back. */
export const PAYLOAD_COLUMNS: [keyof NewSiteRow, string][] = [
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
/** The jsonb columns, after the plain ones: they ride along as they are. */
export const PAYLOAD_JSON_COLUMNS: (keyof NewSiteRow)[] = ['demographics', 'additional_data', 'details'];

/** Last, what the row's jsonb gives the audience model, computed by the encoders (decision 0036). */
const AUDIENCE_INPUTS = 'audience_inputs';

/** Every column a written site fills, in payload order (vendor_id first). */
export const WRITTEN_COLUMNS = [
  'vendor_id',
  ...PAYLOAD_COLUMNS.map(([name]) => name),
  ...PAYLOAD_JSON_COLUMNS,
  AUDIENCE_INPUTS,
];

/** How each column but vendor_id is read back from a payload row `r` (a jsonb array). */
const READ_BACK = new Map<string, string>([
  ...PAYLOAD_COLUMNS.map(
    ([name, cast], i) => [name, cast ? `(r->>${i + 1})::${cast}` : `r->>${i + 1}`] as [string, string],
  ),
  ...PAYLOAD_JSON_COLUMNS.map(
    (name, i) => [name, `r->${PAYLOAD_COLUMNS.length + 1 + i}`] as [string, string],
  ),
  [AUDIENCE_INPUTS, `(r->>${PAYLOAD_COLUMNS.length + 1 + PAYLOAD_JSON_COLUMNS.length})::real[]`],
]);

/** What an import or an edit may change: not the owner, and not the planning switch or the image. */
const UPDATABLE = WRITTEN_COLUMNS.filter((n) => n !== 'vendor_id' && n !== 'planning_enabled');

// The statements' fixed text, built once.
const WRITTEN = sql.raw(WRITTEN_COLUMNS.join(', '));
const WRITTEN_READ_BACK = sql.raw(
  WRITTEN_COLUMNS.slice(1)
    .map((n) => READ_BACK.get(n))
    .join(',\n  '),
);
const UPDATED = sql.raw(UPDATABLE.join(', '));
const UPDATED_READ_BACK = sql.raw(UPDATABLE.map((n) => READ_BACK.get(n)).join(', '));
const UPDATED_FROM_EXCLUDED = sql.raw(UPDATABLE.map((n) => `${n} = excluded.${n}`).join(', '));

// ——— sites written from an encoded batch (encodeSites): the seed, an edit of the grid ———

/**
 * Inserts one encoded batch (a jsonb array of positional rows) in one statement; a row names its
 * vendor by its index (from 1) in `vendorIds`.
 */
export const insertSites = (payload: string, vendorIds: string[]) =>
  query(sql`insert into sites (${WRITTEN})
    select (${asArray(vendorIds)}::uuid[])[(r->>0)::int],
  ${WRITTEN_READ_BACK}
      from jsonb_array_elements(${payload}::jsonb) as r`);

/** One site of `vendorId` rewritten in place from an encoded one-row batch; no row when it is another's. */
export const updateSite = (payload: string, vendorId: string, siteId: number) =>
  query<Pick<RowOf<typeof sites>, 'id'>>(sql`update sites set (${UPDATED}, updated_at) =
    (select ${UPDATED_READ_BACK}, now()
       from jsonb_array_elements(${payload}::jsonb) as r limit 1)
   where id = ${siteId} and vendor_id = (${asArray([vendorId])}::uuid[])[1]
   returning id`);

// ——— the import's path: COPY into the staging table, then merges in short chunks (decision 0027) ———

/** The import's staged rows (migration 0014): typed like `sites`, so COPY parses every value. */
export const IMPORT_ROWS_TABLE = 'inventory_import_rows';
/** The columns a staged row's COPY line fills: the import, the row's place in it, its line, the site. */
export const IMPORT_ROW_COLUMNS = ['import_id', 'seq', 'line', ...WRITTEN_COLUMNS];

const IMPORT_ROWS = sql.raw(IMPORT_ROWS_TABLE);

/**
 * An import's state (`inventory_imports`, migration 0014, kept under its job's id): not in the drizzle
 * schema, as nothing but the import reads it.
 */
interface ImportState {
  id: string;
  vendor_id: string;
  /** 'staging' until every row is staged (a failure or a kill discards it); 'merging' after (resumed). */
  status: 'staging' | 'merging';
  total: number;
  staged: number;
  chunk_rows: number;
  merged_chunks: number[];
  added: number;
  updated: number;
}

/** The job's heartbeat, written only while the job is still this try's (no row: it was taken over). */
export const heartbeat = (jobId: string, attempts: number) =>
  query<Pick<RowOf<typeof jobs>, 'id'>>(sql`update jobs set heartbeat_at = now()
    where id = ${jobId} and status = 'running' and attempts = ${attempts} returning id`);

/** An import's job, created running and owned by the process that imports. */
export const insertImportJob = (kind: string, payload: unknown, userId: string | null) =>
  query<
    Pick<RowOf<typeof jobs>, 'id'>
  >(sql`insert into jobs (kind, payload, status, attempts, heartbeat_at, created_by)
       values (${kind}, ${JSON.stringify(payload)}::jsonb, 'running', 1, now(), ${userId}) returning id`);

export const insertImportState = (importId: string, vendorId: string) =>
  query(sql`insert into inventory_imports (id, vendor_id) values (${importId}, ${vendorId})`);

/** Every row is staged: the import is sealed with its counts and the size of its chunks. */
export const sealImport = (importId: string, counts: { total: number; staged: number; chunkRows: number }) =>
  query(sql`update inventory_imports set status = 'merging', total = ${counts.total}, staged = ${counts.staged},
      chunk_rows = ${counts.chunkRows} where id = ${importId}`);

/**
 * Merges one chunk of an import's staged rows (seq in (from, to]) by site_code in one statement: new
 * codes are inserted, the owner's existing ones updated. A code of another owner's site is neither:
 * it is missing from the answer, and the caller reports it. `inserted` reads PostgreSQL's xmax, 0 on a
 * row this statement created.
 */
export const mergeImportChunk = (importId: string, from: number, to: number) =>
  query<Pick<RowOf<typeof sites>, 'site_code'> & { inserted: boolean }>(sql`insert into sites (${WRITTEN})
    select ${WRITTEN} from ${IMPORT_ROWS}
     where import_id = ${importId} and seq > ${from} and seq <= ${to}
     order by seq
    on conflict (site_code) do update set
      ${UPDATED_FROM_EXCLUDED}, updated_at = now()
      where sites.vendor_id = excluded.vendor_id
    returning site_code, (xmax = 0) as inserted`);

/** The staged rows of seq in (from, to] whose code is not among `storedCodes`, with their file line. */
export const refusedStagedRows = (importId: string, from: number, to: number, storedCodes: string[]) =>
  query<StoredSite & { line: number }>(sql`select s.line, ${TEMPLATE_SOURCE_COLUMNS}
           from (select *, 0 as id, null::text as site_map from ${IMPORT_ROWS}
                  where import_id = ${importId} and seq > ${from} and seq <= ${to}
                    and site_code <> all(${asArray(storedCodes)}::text[])) s
          order by s.seq`);

/** Records chunk `index` as merged, with its counts; no row when it already was (a second worker). */
export const recordMergedChunk = (importId: string, index: number, added: number, updated: number) =>
  query<Pick<ImportState, 'id'>>(sql`update inventory_imports
          set merged_chunks = array_append(merged_chunks, ${index}), added = added + ${added},
              updated = updated + ${updated}
        where id = ${importId} and not (${index} = any(merged_chunks)) returning id`);

/** Taken before the truncate, so that no other import stages rows between the check and it. */
export const lockImportRows = () => query(sql`lock table ${IMPORT_ROWS} in access exclusive mode`);

/** Whether any import but this one is under way. */
export const otherImports = (importId: string) =>
  query<{ others: boolean }>(
    sql`select exists (select 1 from inventory_imports where id <> ${importId}) as others`,
  );

export const truncateImportRows = () => query(sql`truncate ${IMPORT_ROWS}`);

/** An import's staged rows of seq in (from, to]. */
export const deleteStagedRows = (importId: string, from: number, to: number) =>
  query(sql`delete from ${IMPORT_ROWS} where import_id = ${importId} and seq > ${from} and seq <= ${to}`);

/** The highest staged seq of an import, 0 when none. */
export const lastStagedSeq = (importId: string) =>
  query<{ last: number }>(
    sql`select coalesce(max(seq), 0)::int as last from ${IMPORT_ROWS} where import_id = ${importId}`,
  );

/** An import's state, deleted, with what the finish reports. */
export const deleteImportState = (importId: string) =>
  query<Pick<ImportState, 'vendor_id' | 'total' | 'added' | 'updated'>>(
    sql`delete from inventory_imports where id = ${importId} returning vendor_id, total, added, updated`,
  );

/** The owner's "inventory uploaded" mark. */
export const markInventoryUploaded = (vendorId: string) =>
  query(sql`update vendors set inv_uploaded = true, inv_last_updated = now() where id = ${vendorId}`);

export const markImportJobDone = (jobId: string, result: unknown) =>
  query(sql`update jobs set status = 'done', result = ${JSON.stringify(result)}::jsonb, updated_at = now()
    where id = ${jobId}`);

/** An import that never reached 'merging': its state only (the job queue keeps and ends its job). */
export const discardImportState = (importId: string) =>
  query(sql`delete from inventory_imports where id = ${importId}`);

/** An import's job, and with it (on delete cascade) its state. */
export const deleteImportJob = (jobId: string) => query(sql`delete from jobs where id = ${jobId}`);

/** An import's state as its job resumes it. */
export const importState = (importId: string) =>
  query<Pick<ImportState, 'status' | 'staged' | 'chunk_rows' | 'merged_chunks'>>(sql`select status, staged,
      chunk_rows, merged_chunks from inventory_imports where id = ${importId}`);

export const importOwner = (vendorId: string) =>
  query<Pick<RowOf<typeof vendors>, 'id' | 'name'>>(sql`select id, name from vendors where id = ${vendorId}`);

export const importUser = (userId: string) =>
  query<Pick<RowOf<typeof users>, 'id' | 'vendor_id'>>(
    sql`select id, vendor_id from users where id = ${userId}`,
  );

/** Chile's regions, each with its communes' names. */
export const regionCities = () =>
  query<{ state: string; cities: string[] }>(sql`select r.name as state,
      coalesce(array_agg(c.name) filter (where c.code is not null), '{}') as cities
    from regions r left join communes c on c.region_code = r.code group by r.name`);

/** The owner's registered e-mail, which the feed is asked with. */
export const ownerEmail = (vendorId: string) =>
  query<Pick<RowOf<typeof vendors>, 'email'>>(sql`select email from vendors where id = ${vendorId}`);
