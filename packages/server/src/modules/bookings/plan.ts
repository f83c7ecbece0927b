import {
  type ApprovalPageDto,
  type Bounds,
  type CampaignDto,
  MAX_MAP_MARKERS,
  type PlanPageBody,
  type PlanPageDto,
  type PlanRowDto,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { ownerViewer, presentSiteRows, type SiteImageStore, type SiteViewer } from '../inventory/index.ts';
import { cellOnGrid, viewGrid } from '../planning/index.ts';
import {
  ownerPartSize,
  ownerPendingIds,
  type PlanSiteRow,
  planMapQuery,
  planSiteIds,
  planSites,
  planSitesPage,
  planSize,
} from './queries.ts';

/**
 * The campaign's plan (or one media owner's part of it): each site, its status, dates, approver,
 * whether another campaign has booked it for overlapping dates (the GiST index of booked rows), as
 * `viewer` may read it (an owner's costs only for that owner and the platform team). A media
 * owner's part holds only what was sent to it: Awaiting owner, its decisions, and what was booked
 * after its approval — never a site planned after the mail, which it was not asked about.
 * `siteIds`: only those sites' rows (what an action on them answers, decision 0042).
 */
export async function planOf(
  database: Database,
  images: SiteImageStore,
  camp: Pick<CampaignDto, '_id'>,
  viewer: SiteViewer,
  options: { vendorId?: string; sentOnly?: boolean; siteIds?: number[] } = {},
): Promise<PlanRowDto[]> {
  const { vendorId = null, sentOnly = false, siteIds = null } = options;
  const rows = await database.query(planSites(camp._id, vendorId, sentOnly, siteIds));
  return presentPlanRows(database, images, rows, viewer);
}

/** The ids of the campaign's planned sites the owners have not refused (or all), ascending. */
export async function planSiteIdsOf(
  database: Database,
  campaignId: string,
  refused = false,
): Promise<number[]> {
  const [row] = await database.query(planSiteIds(campaignId, refused));
  return row.ids;
}

/** Presents plan rows as `viewer` may read them: the site, and the plan's fields written into it. */
async function presentPlanRows(
  database: Database,
  images: SiteImageStore,
  rows: PlanSiteRow[],
  viewer: SiteViewer,
): Promise<PlanRowDto[]> {
  const sites = await presentSiteRows(database, images, rows, viewer);
  // The plan's own fields written into each presented site, not a copy of it (see presentSiteRows).
  return rows.map((row, i) =>
    Object.assign(sites[i], {
      plan_row_id: row.plan_row_id,
      status: row.status,
      price: row.plan_price,
      booking_start: row.booking_start,
      booking_end: row.booking_end,
      approved_by: row.approved_by,
      approved_at: row.approved_at,
      booked_elsewhere: row.booked_elsewhere,
    }),
  );
}

/** Which page of a plan a call asks for, its defaults applied. */
type PageAsked = Pick<PlanPageBody, 'sort'> & { page: number; limit: number };

/** One page of the campaign's plan, sorted as asked, and how many sites the whole plan holds. */
export async function planPageOf(
  database: Database,
  images: SiteImageStore,
  camp: Pick<CampaignDto, '_id'>,
  viewer: SiteViewer,
  body: PageAsked,
): Promise<PlanPageDto> {
  const [rows, [size]] = await Promise.all([
    database.query(planSitesPage(camp._id, pageOf(body))),
    database.query(planSize(camp._id)),
  ]);
  return { booked_inventory: await presentPlanRows(database, images, rows, viewer), total_count: size.n };
}

/**
 * One page of a media owner's part of the plan (what was sent to it), sorted as asked, how many
 * sites the part holds and how many of them await its answer (decision 0044).
 */
export async function ownerPartPageOf(
  database: Database,
  images: SiteImageStore,
  camp: Pick<CampaignDto, '_id'>,
  vendorId: string,
  body: PageAsked,
): Promise<Omit<ApprovalPageDto, 'camp'>> {
  const part = { vendorId, sentOnly: true };
  const [rows, [size]] = await Promise.all([
    database.query(planSitesPage(camp._id, pageOf(body), part)),
    database.query(ownerPartSize(camp._id, part)),
  ]);
  return {
    approval_inventory: await presentPlanRows(database, images, rows, ownerViewer(vendorId)),
    total_count: size.n,
    pending_count: size.pending,
  };
}

const pageOf = (body: PageAsked) => ({
  offset: body.page * body.limit,
  limit: body.limit,
  sort: body.sort,
});

/** The ids of one owner's sites of the plan awaiting its answer, ascending. */
export async function ownerPendingIdsOf(
  database: Database,
  campaignId: string,
  vendorId: string,
): Promise<number[]> {
  const [row] = await database.query(ownerPendingIds(campaignId, vendorId));
  return row.ids;
}

/**
 * The answer of /fetch_plan_map as JSON text: the plan's sites in view as markers, or past
 * MAX_MAP_MARKERS as clusters on the view's grid (the world's without bounds), as the planning map
 * answers (decision 0043). A plan of 19,418 sites was 3.74 MB as markers.
 */
export async function planMapAnswer(
  database: Database,
  campaignId: string,
  view: { bounds?: Bounds; zoom?: number },
): Promise<string> {
  const cell = cellOnGrid(viewGrid(view.zoom, view.bounds));
  const [row] = await database.query(planMapQuery(campaignId, cell, view.bounds, MAX_MAP_MARKERS));
  return `{"total_count":${row.total},"sites":${row.sites},"clusters":${row.clusters},"centre":${row.centre}}`;
}
