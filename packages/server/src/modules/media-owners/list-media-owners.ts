import type { FetchMediaOwnersBody, MediaOwnersDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { presentMediaOwner } from './presenter.ts';
import { mediaOwnersCount, mediaOwnersOf } from './queries.ts';

/**
 * The vendor table (issue 22): a page of owners that match the filters, in the table's order, and
 * how many match. The page's ids are chosen first and only they are joined to their first login
 * user, so 10,000 owners cost one page. Without a page (SPEC's call, the CSV export) every match.
 */
export async function listMediaOwners(query: QueryFn, body: FetchMediaOwnersBody): Promise<MediaOwnersDto> {
  const [rows, [{ total }]] = await Promise.all([query(mediaOwnersOf(body)), query(mediaOwnersCount(body))]);
  return { proper_vendors: rows.map(presentMediaOwner), total_count: total };
}
