import type { CampaignDto, PlanRowDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import {
  presentSiteRows,
  SITE_COLUMNS,
  type SiteImageStore,
  type SiteRow,
  type SiteViewer,
} from '../inventory/index.ts';

interface PlanRow extends SiteRow {
  plan_row_id: string;
  status: string;
  plan_price: number;
  booking_start: string;
  booking_end: string;
  approved_by: string | null;
  approved_at: string | null;
  booked_elsewhere: boolean;
}

/**
 * The campaign's plan (or one media owner's part of it): each site, its status, dates, approver,
 * whether another campaign has booked it for overlapping dates (the GiST index of booked rows), as
 * `viewer` may read it (an owner's costs only for that owner and the platform team). A media
 * owner's part holds only what was sent to it: Awaiting owner, its decisions, and what was booked
 * after its approval — never a site planned after the mail, which it was not asked about.
 */
export async function planOf(
  database: Database,
  images: SiteImageStore,
  camp: Pick<CampaignDto, '_id'>,
  viewer: SiteViewer,
  options: { vendorId?: string; sentOnly?: boolean } = {},
): Promise<PlanRowDto[]> {
  const rows = await database.query<PlanRow>(
    `select ${SITE_COLUMNS}, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $2::uuid)
        and (not $3::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
      order by pr.created_at, s.id`,
    [camp._id, options.vendorId ?? null, options.sentOnly === true],
  );
  const sites = await presentSiteRows(database, images, rows, viewer);
  return rows.map((row, i) => ({
    ...sites[i],
    plan_row_id: row.plan_row_id,
    status: row.status,
    price: row.plan_price,
    booking_start: row.booking_start,
    booking_end: row.booking_end,
    approved_by: row.approved_by,
    approved_at: row.approved_at,
    booked_elsewhere: row.booked_elsewhere,
  }));
}
