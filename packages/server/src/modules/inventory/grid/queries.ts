import type { FetchOwnerInventoryBody, InventorySortColumn } from '@plano/core';
import type { campaigns } from '../../../db/schema.ts';
import { asArray, query, type RowOf, type SQL, sql } from '../../../db/sql.ts';
import { everyWordIn } from '../../../db/text-search.ts';
import { type StoredSite, TEMPLATE_SOURCE_COLUMNS } from '../import/template-mapping.ts';

/** The columns of a full site (alias `s`, vendor `v`), amounts cast so both engines return numbers. */
export const SITE_COLUMNS = sql`
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data`;

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
const SITE_TEXT = sql.raw('s.search_text');

export type InventoryPageQuery = Pick<FetchOwnerInventoryBody, 'limit' | 'page' | 'search' | 'sort'>;

/** The owner's sites, and every word of the search in each when there is one. */
function ownerWhere(ownerId: string, search?: string): { where: SQL; searching: boolean } {
  const words = search ? everyWordIn(SITE_TEXT, search) : undefined;
  const where = sql`s.vendor_id = ${ownerId}`;
  return { where: words ? sql`${where} and ${words}` : where, searching: words !== undefined };
}

export const ownerSitesCount = (ownerId: string, search?: string) =>
  query<{ n: number }>(
    sql`select count(*)::int as n from sites s where ${ownerWhere(ownerId, search).where}`,
  );

/**
 * One page of the owner's sites: in site_code order, or the grid's sort with site_code breaking
 * ties so pages never overlap. A search's matches are gathered first (the trigram index, one bitmap
 * read) and then ordered: left to itself the planner may walk the owner's site_code order hoping to
 * meet 50 matches soon, which for a rare word reads all of a large owner's sites (23 s for 364,795).
 */
export function ownerSitesPage(ownerId: string, { limit, page, search, sort }: InventoryPageQuery) {
  const { where, searching } = ownerWhere(ownerId, search);
  const from = searching
    ? sql`(with found as materialized (select s.id from sites s where ${where})
        select s.* from sites s join found on found.id = s.id) s`
    : sql`sites s where ${where}`;
  const order = sort
    ? sql.raw(`${SORT_SQL[sort.column]} ${sort.direction === 'desc' ? 'desc' : 'asc'}, s.site_code`)
    : sql`s.site_code`;
  return query<StoredSite>(sql`select ${TEMPLATE_SOURCE_COLUMNS} from ${from}
    order by ${order} limit ${limit} offset ${page * limit}`);
}

/** The owner's sites after `afterCode`, in site_code order: the export's keyset batches. */
export const ownerSitesAfter = (ownerId: string, afterCode: string, batch: number) =>
  query<StoredSite>(sql`select ${TEMPLATE_SOURCE_COLUMNS} from sites s
    where s.vendor_id = ${ownerId} and s.site_code > ${afterCode}
    order by s.site_code limit ${batch}`);

/** How many of the sites are the owner's. */
export const ownedCount = (ownerId: string, ids: number[]) =>
  query<{ n: number }>(sql`select count(*)::int as n from sites
    where id = any(${asArray(ids)}::bigint[]) and vendor_id = ${ownerId}`);

/** A site of the owner as the template reads it; any owner's when `ownerId` is null. */
export const storedSite = (id: number, ownerId: string | null) =>
  query<StoredSite>(sql`select ${TEMPLATE_SOURCE_COLUMNS} from sites s
    where s.id = ${id} ${ownerId ? sql`and s.vendor_id = ${ownerId}` : sql``}`);

/** Another site holding this code. */
export const codeTakenElsewhere = (siteCode: string, id: number) =>
  query<{ id: number }>(
    sql`select id::float8 as id from sites where site_code = ${siteCode} and id <> ${id}`,
  );

/** The campaigns whose plan has booked any of the sites. */
export const bookingCampaigns = (ids: number[]) =>
  query<Pick<RowOf<typeof campaigns>, 'name'>>(sql`select distinct c.name
    from plan_rows b join campaigns c on c.id = b.campaign_id
    where b.site_id = any(${asArray(ids)}::bigint[]) and b.status = 'booked' order by c.name`);

export const deleteOwnedSites = (ownerId: string, ids: number[]) =>
  query<{
    id: number;
  }>(sql`delete from sites where id = any(${asArray(ids)}::bigint[]) and vendor_id = ${ownerId}
    returning id`);

export const setOwnedPlanning = (ownerId: string, ids: number[], enabled: boolean) =>
  query(sql`update sites set planning_enabled = ${enabled}, updated_at = now()
    where id = any(${asArray(ids)}::bigint[]) and vendor_id = ${ownerId}`);

/** The booked campaigns of these sites, and whether each is of the viewer's agency. */
export const bookedCampaignsOf = (siteIds: number[], agencyId: string | null) =>
  query<
    Pick<RowOf<typeof campaigns>, 'name' | 'states' | 'cities' | 'media_type' | 'start_date' | 'end_date'> & {
      site_id: number;
      site_code: string;
      same_agency: boolean;
    }
  >(sql`select b.site_id::float8 as site_id, c.name, c.start_date::text as start_date,
      c.end_date::text as end_date, c.states, c.cities, c.media_type, s.site_code,
      (c.agency_id = ${agencyId}::uuid) as same_agency
    from plan_rows b join campaigns c on c.id = b.campaign_id join sites s on s.id = b.site_id
    where b.site_id = any(${asArray(siteIds)}::bigint[]) and b.status = 'booked'
    order by c.start_date`);
