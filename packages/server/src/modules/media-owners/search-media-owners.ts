import type { MediaOwnerChoicesDto, SearchMediaOwnersBody } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { foldedPattern } from '../../db/text-search.ts';
import { mediaOwnerChoices, mediaOwnerChoicesCount } from './queries.ts';

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
    query(mediaOwnerChoices(term, limit, page)),
    query(mediaOwnerChoicesCount(term)),
  ]);
  return {
    media_owners: rows.map((r) => ({ _id: r.id, name: r.name, site_count: r.site_count })),
    total_count: total,
  };
}
