import {
  columnLabel,
  type FetchOwnerInventoryBody,
  formatMessage,
  type InventorySiteDto,
  type InventorySortColumn,
  type OwnerInventoryDto,
  validateInventoryRow,
} from '@plano/core';
import type { Database } from '../../../db/client.ts';
import { everyWordIn } from '../../../db/text-search.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { invalidateFacets, SqlParams } from '../../planning/index.ts';
import { imageUrl, type SiteImageStore } from '../images/site-image-store.ts';
import { placeIndexOf } from '../import/import-rows.ts';
import { encodeSites, updateEncodedSite } from '../import/site-encoding.ts';
import {
  type StoredSite,
  TEMPLATE_SOURCE_COLUMNS,
  toSiteRow,
  toTemplateRow,
} from '../import/template-mapping.ts';
import type { Owner } from '../owner-scope.ts';

async function present(images: SiteImageStore, site: StoredSite): Promise<InventorySiteDto> {
  return {
    id: site.id,
    planning_enabled: site.planning_enabled,
    site_map: await imageUrl(images, site.site_map),
    values: toTemplateRow(site),
  };
}

/** The sites column each sortable grid column reads (the others sit inside jsonb). */
const SORT_SQL: Record<InventorySortColumn, string> = {
  site_code: 's.site_code',
  supplier_code: 's.supplier_code',
  vendor_inv_code: 's.vendor_inv_code',
  location: 's.location',
  locality: 's.locality',
  city: 's.city',
  state: 's.state',
  zone: 's.zone',
  latitude: 's.lat',
  longitude: 's.lng',
  media_type: 's.media_type',
  format: 's.format',
  static_digital: 's.type',
  lighting: 's.lighting',
  width: 's.width',
  height: 's.height',
  area: 's.area_n',
  final_score: 's.final_score',
  traffic_density: 's.traffic_density',
  sec_600mt: 's.sec_600mt',
  sec_classification: 's.sec_classification',
  sell_price_1: 's.price',
};

/** The site's folded text (generated column, migration 0011), read through `sites_search_trgm`. */
const SITE_TEXT = 's.search_text';

export type InventoryPageQuery = Pick<FetchOwnerInventoryBody, 'limit' | 'page' | 'search' | 'sort'>;

/**
 * One page of the owner's sites and how many answer the search: in site_code order, or the
 * grid's sort with site_code breaking ties so pages never overlap. The search is every word in
 * the site's folded text (a trigram index read beside the owner's range).
 */
export async function ownerInventoryPage(
  database: Database,
  images: SiteImageStore,
  owner: Owner,
  { limit, page, search, sort }: InventoryPageQuery,
): Promise<OwnerInventoryDto> {
  const p = new SqlParams();
  const where = [`s.vendor_id = ${p.add(owner.id)}`];
  const words = search ? everyWordIn(SITE_TEXT, search, (v) => p.add(v)) : undefined;
  if (words) where.push(words);
  const order = sort
    ? `${SORT_SQL[sort.column]} ${sort.direction === 'desc' ? 'desc' : 'asc'}, s.site_code`
    : 's.site_code';
  const from = `sites s where ${where.join(' and ')}`;
  const countValues = [...p.values];
  // A search's matches are gathered first (the trigram index, one bitmap read) and then ordered:
  // left to itself the planner may walk the owner's site_code order hoping to meet 50 matches
  // soon, which for a rare word reads all of a large owner's sites (23 s for 364,795, bench).
  const pageFrom = words
    ? `(with found as materialized (select s.id from ${from})
        select s.* from sites s join found on found.id = s.id) s`
    : from;
  const [rows, [count]] = await Promise.all([
    database.query<StoredSite>(
      `select ${TEMPLATE_SOURCE_COLUMNS} from ${pageFrom}
        order by ${order} limit ${p.add(limit)} offset ${p.add(page * limit)}`,
      p.values,
    ),
    database.query<{ n: number }>(`select count(*)::int as n from ${from}`, countValues),
  ]);
  const data = await Promise.all(rows.map((r) => present(images, r)));
  return { data, total_count: count.n, vendor: owner };
}

/** Every site of the owner, a batch at a time, for the export. */
export async function* ownerSites(
  database: Database,
  owner: Owner,
  batch = 2_000,
): AsyncGenerator<StoredSite[]> {
  let after = '';
  for (;;) {
    const rows = await database.query<StoredSite>(
      `select ${TEMPLATE_SOURCE_COLUMNS} from sites s where s.vendor_id = $1 and s.site_code > $2
        order by s.site_code limit $3`,
      [owner.id, after, batch],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].site_code;
    if (rows.length < batch) return;
  }
}

/** The sites are all the owner's, or the call answers 404 and changes nothing (tenancy). */
async function checkOwned(database: Database, owner: Owner, ids: number[]): Promise<void> {
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from sites where id = any($1::bigint[]) and vendor_id = $2',
    [ids, owner.id],
  );
  if (row.n !== new Set(ids).size) throw notFound('Site');
}

/**
 * An edited cell of the grid: the site's template row with the new values over it, validated as an
 * import row is; the bad cells answer 400 with a message each, nothing stored.
 */
export async function updateOwnerSite(
  database: Database,
  images: SiteImageStore,
  owner: Owner,
  id: number,
  changes: Record<string, unknown>,
): Promise<InventorySiteDto> {
  const [site] = await database.query<StoredSite>(
    `select ${TEMPLATE_SOURCE_COLUMNS} from sites s where s.id = $1 and s.vendor_id = $2`,
    [id, owner.id],
  );
  if (!site) throw notFound('Site');
  const merged = { ...toTemplateRow(site), ...changes };
  const { row, errors } = validateInventoryRow(merged, await placeIndexOf(database));
  if (Object.keys(errors).length > 0)
    throw new AppError(400, 'bad_request', Object.values(errors).join('; '), errors);
  const stored = await database.transaction(async (query) => {
    const [clash] = await query<{ id: number }>(
      'select id::float8 as id from sites where site_code = $1 and id <> $2',
      [row.site_code, id],
    );
    if (clash)
      throw new AppError(409, 'conflict', `${columnLabel('site_code')} already exists`, {
        site_code: formatMessage('duplicateInFile', { field: columnLabel('site_code') }),
      });
    return updateEncodedSite(query, encodeSites([toSiteRow(row, owner.id)], [owner.id]), owner.id, id);
  });
  if (!stored) throw notFound('Site');
  invalidateFacets();
  const [after] = await database.query<StoredSite>(
    `select ${TEMPLATE_SOURCE_COLUMNS} from sites s where s.id = $1`,
    [id],
  );
  return present(images, after);
}

/** Deletes the owner's sites, unless one is in a booked plan: 409 naming those campaigns. */
export async function deleteOwnerSites(database: Database, owner: Owner, ids: number[]): Promise<number> {
  return database.transaction(async (query) => {
    const [row] = await query<{ n: number }>(
      'select count(*)::int as n from sites where id = any($1::bigint[]) and vendor_id = $2',
      [ids, owner.id],
    );
    if (row.n !== new Set(ids).size) throw notFound('Site');
    const booked = await query<{ name: string }>(
      `select distinct c.name from plan_rows b join campaigns c on c.id = b.campaign_id
        where b.site_id = any($1::bigint[]) and b.status = 'booked' order by c.name`,
      [ids],
    );
    if (booked.length > 0)
      throw conflict(`Sites booked in a plan cannot be deleted: ${booked.map((b) => b.name).join(', ')}`);
    const deleted = await query(
      'delete from sites where id = any($1::bigint[]) and vendor_id = $2 returning id',
      [ids, owner.id],
    );
    invalidateFacets();
    return deleted.length;
  });
}

/** Enable/Disable For Planning: a disabled site leaves planning's queries at once (they filter on it). */
export async function setPlanningEnabled(
  database: Database,
  owner: Owner,
  ids: number[],
  enabled: boolean,
): Promise<void> {
  await checkOwned(database, owner, ids);
  await database.query(
    'update sites set planning_enabled = $3, updated_at = now() where id = any($1::bigint[]) and vendor_id = $2',
    [ids, owner.id, enabled],
  );
  invalidateFacets();
}
