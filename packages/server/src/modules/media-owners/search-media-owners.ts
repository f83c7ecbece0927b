import type { MediaOwnerChoicesDto, SearchMediaOwnersBody } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { folded, foldedPattern, likeFolded } from '../../db/text-search.ts';

/** Name or any alias holds the term, case and accents ignored ("metropolis" finds Metrópolis). */
const MATCHES = `(
  ${likeFolded(folded('v.name'), '$1')}
  or exists (select 1 from unnest(v.aliases) a where ${likeFolded(folded('a'), '$1')})
)`;

/**
 * A page of owners for Inventory Management's chooser, by name, each with its site count. Only the
 * page's owners are counted (through `sites_vendor_site_code_idx`), so 10,000 owners cost one page.
 */
export async function searchMediaOwners(
  query: QueryFn,
  { search, limit, page }: SearchMediaOwnersBody,
): Promise<MediaOwnerChoicesDto> {
  const term = foldedPattern(search);
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
