import type { CampaignDto, PlanRowDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import type { SiteViewer } from '../inventory/site-costs.ts';
import type { SiteImageStore } from '../inventory/site-image-store.ts';
import { presentSiteRows, SITE_COLUMNS, type SiteRow } from '../inventory/site-presenter.ts';

interface PlanRow extends SiteRow {
  plan_row_id: string;
  status: string;
  plan_price: number;
  booking_start: string;
  booking_end: string;
  approved_by: string | null;
  approved_at: string | null;
}

/**
 * The campaign's plan (or one media owner's part of it): each site, its status, dates, approver,
 * as `viewer` may read it (an owner's costs only for that owner and the platform team).
 */
export async function planOf(
  database: Database,
  images: SiteImageStore,
  camp: Pick<CampaignDto, '_id'>,
  viewer: SiteViewer,
  options: { vendorId?: string } = {},
): Promise<PlanRowDto[]> {
  const rows = await database.query<PlanRow>(
    `select ${SITE_COLUMNS}, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $2::uuid)
      order by pr.created_at, s.id`,
    [camp._id, options.vendorId ?? null],
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
  }));
}
