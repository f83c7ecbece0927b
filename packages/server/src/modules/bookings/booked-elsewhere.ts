import type { PlanSiteIssueDto } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { SqlParams } from '../planning/index.ts';

/** Sites by id, or a WHERE clause on alias `s` written with the query's own parameters (a selection). */
export type SiteSet = number[] | ((p: SqlParams) => string);

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
  const p = new SqlParams();
  const camp = p.add(campaignId, '::uuid');
  const agency = p.add(agencyId, '::uuid');
  const siteWhere = Array.isArray(sites) ? `s.id = any(${p.add(sites, '::bigint[]')})` : sites(p);
  const rows = await query<{ site_id: number; site_code: string; campaign: string | null }>(
    `select distinct on (s.id) s.id::float8 as site_id, s.site_code,
            case when other_camp.agency_id = ${agency} then other_camp.name end as campaign
       from campaigns c
       join sites s on ${siteWhere}
       left join plan_rows mine on mine.campaign_id = c.id and mine.site_id = s.id
       join plan_rows other on other.site_id = s.id and other.status = 'booked' and other.campaign_id <> c.id
                           and other.period && coalesce(mine.period, daterange(c.start_date, c.end_date, '[]'))
       join campaigns other_camp on other_camp.id = other.campaign_id
      where c.id = ${camp}
      order by s.id, lower(other.period)`,
    p.values,
  );
  return rows.map((row) => ({ ...row, reason: 'booked_elsewhere', status: null }));
}
