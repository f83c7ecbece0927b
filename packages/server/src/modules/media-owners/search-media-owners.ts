import type { MediaOwnerChoicesDto, SearchMediaOwnersBody } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';

/** `%term%` for `like … escape '\'`: the reader's % and _ are letters, not wildcards. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name or any alias holds the term, case and accents ignored ("metropolis" finds Metrópolis). */
const MATCHES = `(
  unaccent(lower(v.name)) like unaccent(lower($1)) escape '\\'
  or exists (select 1 from unnest(v.aliases) a where unaccent(lower(a)) like unaccent(lower($1)) escape '\\')
)`;

/**
 * A page of owners for Inventory Management's chooser, by name, each with its site count. Only the
 * page's owners are counted (through `sites_vendor_site_code_idx`), so 10,000 owners cost one page.
 */
export async function searchMediaOwners(
  query: QueryFn,
  { search, limit, page }: SearchMediaOwnersBody,
): Promise<MediaOwnerChoicesDto> {
  const term = containing(search);
  const [rows, [{ total }]] = await Promise.all([
    query<{ id: string; name: string; site_count: number }>(
      `select p.id, p.name, (select count(*)::int from sites s where s.vendor_id = p.id) as site_count
         from (select v.id, v.name from vendors v where ${MATCHES}
                order by lower(v.name), v.id limit $2 offset $3) p
        order by lower(p.name), p.id`,
      [term, limit, page * limit],
    ),
    query<{ total: number }>(`select count(*)::int as total from vendors v where ${MATCHES}`, [term]),
  ]);
  return {
    media_owners: rows.map((r) => ({ _id: r.id, name: r.name, site_count: r.site_count })),
    total_count: total,
  };
}
