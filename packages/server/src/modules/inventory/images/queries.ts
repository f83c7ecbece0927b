import type { sites } from '../../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../../db/sql.ts';

/** Each site of `ownerId` among `ids` gets its image key (the same position of `keys`). */
export const attachSiteMapKeys = (ownerId: string, ids: string[], keys: string[]) =>
  query<Pick<RowOf<typeof sites>, 'site_code'>>(sql`update sites s set site_map = x.key, updated_at = now()
         from unnest(${asArray(ids)}::bigint[], ${asArray(keys)}::text[]) as x(id, key)
        where s.id = x.id and s.vendor_id = ${ownerId}
       returning s.site_code`);

/** The owner's sites whose code is one of `lowerCodes` ignoring case, by code; ids as text. */
export const ownerSitesByLowerCode = (ownerId: string, lowerCodes: string[]) =>
  query<Pick<RowOf<typeof sites>, 'site_code'> & { id: string }>(sql`select s.id::text as id, s.site_code
      from sites s
      where s.vendor_id = ${ownerId} and lower(s.site_code) = any(${asArray(lowerCodes)}::text[])
      order by s.site_code`);
