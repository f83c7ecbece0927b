import type { sites } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

/**
 * The sites of `siteIds` that belong to media owner `vendorId`, as the platform lists them, with
 * their kind (Static or Digital, '' when unknown) and the owner's name.
 */
export const ownerSitesToSync = (siteIds: readonly number[], vendorId: string) =>
  query<
    Pick<RowOf<typeof sites>, 'site_code' | 'location' | 'city' | 'state' | 'lat' | 'lng' | 'format'> & {
      media_owner: string;
      static_digital: string;
      owner: string;
    }
  >(sql`select s.site_code, v.name as media_owner, s.location, s.city, s.state, s.lat, s.lng, s.format,
            coalesce(s.additional_data->>'static_digital', '') as static_digital, v.name as owner
       from sites s join vendors v on v.id = s.vendor_id
      where s.id = any(${asArray(siteIds)}::bigint[]) and s.vendor_id = ${vendorId}
      order by s.site_code`);
