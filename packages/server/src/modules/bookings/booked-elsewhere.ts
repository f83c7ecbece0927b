import type { PlanSiteIssueDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';

/**
 * The sites among `siteIds` that another campaign has booked for dates overlapping this campaign's:
 * the plan row's period for a site in the plan, the campaign's dates for one not yet in it. One
 * query, whatever the number of sites, on the partial GiST index of booked rows (site_id, period)
 * that also backs the no-double-booking constraint. The other campaign is named only for the
 * caller's own agency (`agencyId`); another agency's stays unnamed (tenancy).
 */
export async function bookedElsewhere(
  query: QueryFn,
  campaignId: string,
  siteIds: number[],
  agencyId: string | null,
): Promise<PlanSiteIssueDto[]> {
  if (siteIds.length === 0) return [];
  const rows = await query<{ site_id: number; site_code: string; campaign: string | null }>(
    `select distinct on (s.id) s.id::float8 as site_id, s.site_code,
            case when other_camp.agency_id = $3::uuid then other_camp.name end as campaign
       from campaigns c
       join sites s on s.id = any($2::bigint[])
       left join plan_rows mine on mine.campaign_id = c.id and mine.site_id = s.id
       join plan_rows other on other.site_id = s.id and other.status = 'booked' and other.campaign_id <> c.id
                           and other.period && coalesce(mine.period, daterange(c.start_date, c.end_date, '[]'))
       join campaigns other_camp on other_camp.id = other.campaign_id
      where c.id = $1
      order by s.id, lower(other.period)`,
    [campaignId, siteIds, agencyId],
  );
  return rows.map((row) => ({ ...row, reason: 'booked_elsewhere', status: null }));
}
