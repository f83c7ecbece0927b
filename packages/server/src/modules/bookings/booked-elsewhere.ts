import type { PlanSiteIssueDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import type { SQL } from '../../db/sql.ts';
import { bookedByOthers, siteIdsIn } from './queries.ts';

/** Sites by id, or a WHERE clause on alias `s` (a selection). */
export type SiteSet = number[] | SQL;

/**
 * The sites among `sites` that another campaign has booked for dates overlapping this campaign's:
 * the plan row's period for a site in the plan, the campaign's dates for one not yet in it. One
 * query, whatever the number of sites, on the partial GiST index of booked rows (site_id, period)
 * that also backs the no-double-booking constraint. The other campaign is named only for the
 * caller's own agency (`agencyId`); another agency's stays unnamed (tenancy).
 */
export async function bookedElsewhere(
  query: QueryFn,
  campaignId: string,
  sites: SiteSet,
  agencyId: string | null,
): Promise<PlanSiteIssueDto[]> {
  if (Array.isArray(sites) && sites.length === 0) return [];
  const rows = await query(
    bookedByOthers(campaignId, Array.isArray(sites) ? siteIdsIn(sites) : sites, agencyId),
  );
  return rows.map((row) => ({ ...row, reason: 'booked_elsewhere', status: null }));
}
