import type { QueryFn } from '../../db/client.ts';
import { type BookedSite, bookedSites } from './queries.ts';

/**
 * The booked sites of a campaign's plan, optionally only its Digital ones (`static_digital`, SPEC
 * §5) and only the given ids. One query on the plan's (campaign_id, site_id) index.
 */
export function bookedSitesOf(
  query: QueryFn,
  campaignId: string,
  options: { digitalOnly?: boolean; siteIds?: number[] } = {},
): Promise<BookedSite[]> {
  return query(
    bookedSites(campaignId, options.digitalOnly === true, options.siteIds?.length ? options.siteIds : null),
  );
}
