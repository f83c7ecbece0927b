import type { campaigns, planRows, sites } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

export const planSize = (campaignId: string) =>
  query<{ n: number }>(sql`select count(*)::int as n from plan_rows where campaign_id = ${campaignId}`);

/** A plan row as the spreadsheet writes it: the site, its owner, the booking and its price. */
export type ExcelRow = Pick<
  RowOf<typeof sites>,
  | 'site_code'
  | 'supplier_code'
  | 'location'
  | 'city'
  | 'state'
  | 'format'
  | 'media_type'
  | 'lighting'
  | 'width'
  | 'height'
  | 'lat'
  | 'lng'
> &
  Pick<RowOf<typeof planRows>, 'status'> & {
    site_id: number;
    media_owner: string;
    booking_start: string;
    booking_end: string;
    price: number;
  };

/** One page (`limit` rows) of a campaign's plan after site `after`: keyset on (campaign_id, site_id). */
export const excelPlanPage = (campaignId: string, after: number, limit: number) =>
  query<ExcelRow>(sql`select s.id::float8 as site_id, s.site_code, s.supplier_code, v.name as media_owner, s.location,
              s.city, s.state, s.format, s.media_type, s.lighting, s.width, s.height, s.lat, s.lng,
              lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
              pr.price::float8 as price, pr.status
         from plan_rows pr
         join sites s on s.id = pr.site_id
         join vendors v on v.id = s.vendor_id
        where pr.campaign_id = ${campaignId} and pr.site_id > ${after}
        order by pr.site_id
        limit ${limit}`);

/** A file kept in storage: one per (bucket, key), replaced (size, owner, time) when written again. */
export const upsertStoredFile = (file: {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
  ownerUserId: string | null;
}) =>
  query(sql`insert into stored_files (bucket, key, content_type, size, owner_user_id)
     values (${file.bucket}, ${file.key}, ${file.contentType}, ${file.size}, ${file.ownerUserId})
     on conflict (bucket, key) do update set size = excluded.size, owner_user_id = excluded.owner_user_id, created_at = now()`);

/** A stored file's size and when it was written (ISO, UTC). */
export const storedFileInfo = (bucket: string, key: string) =>
  query<{
    size: number;
    created_at: string;
  }>(sql`select size::float8 as size, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from stored_files where bucket = ${bucket} and key = ${key}`);

/** The sites of `siteIds` whose photo is in the store (not a link elsewhere), with its key. */
export const sitePhotoKeys = (siteIds: readonly number[]) =>
  query<
    Pick<RowOf<typeof sites>, 'id'> & { site_map: string }
  >(sql`select id::float8 as id, site_map from sites
      where id = any(${asArray(siteIds)}::bigint[]) and site_map is not null and site_map not like 'http%'`);

export const campaignName = (campaignId: string) =>
  query<Pick<RowOf<typeof campaigns>, 'name'>>(sql`select name from campaigns where id = ${campaignId}`);
