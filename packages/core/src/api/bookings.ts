import { z } from 'zod';
import { MAX_PLAN_SITES, PLAN_ROW_STATUSES, type PlanRowStatus } from '../constants.ts';
import { approvalLinkToken, siteIdList } from '../validation/fields.ts';
import { boundsSchema, MAP_ZOOM, mapClusterDto, planRowDto, siteMarkerDto } from './planning.ts';

const campId = z.uuid({ error: 'campId is not a valid campaign id' });
const invIds = siteIdList('Sites', MAX_PLAN_SITES).refine(
  (ids) => ids.length > 0,
  'Choose at least one site',
);

/** Send For Approval, Approve Bookings, Remove Sites: sites of one campaign's plan. */
export const planSitesBody = z.object({ campId, invIds });
export type PlanSitesBody = z.infer<typeof planSitesBody>;

/**
 * A plan row's status in the words the screens use (the Book Inventory table, Excel, PowerPoint,
 * and the English messages of the server): `pending` is Awaiting owner, `rejected` is Refused.
 */
export const PLAN_STATUS_LABELS: Record<PlanRowStatus, string> = {
  planned: 'Planned',
  pending: 'Awaiting owner',
  approved: 'Approved',
  rejected: 'Refused',
  booked: 'Booked',
};

/**
 * A site a plan change could not take, and why: its status forbids the change, or another campaign
 * has booked it for dates that overlap this campaign's. `campaign` names that campaign only when it
 * belongs to the caller's agency (campaigns never cross agencies); otherwise it is null.
 */
export const planSiteIssueDto = z.object({
  site_id: z.number(),
  site_code: z.string(),
  reason: z.enum(['status', 'booked_elsewhere']),
  status: z.enum(PLAN_ROW_STATUSES).nullable(),
  campaign: z.string().nullable(),
});
export type PlanSiteIssueDto = z.infer<typeof planSiteIssueDto>;

/** What a refused plan change was: the 409's `action`, beside its `sites` (PlanSiteIssueDto[]). */
export const PLAN_ACTIONS = ['add', 'send', 'book', 'approve', 'refuse'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

const ACTION_WORDS: Record<PlanAction, string> = {
  add: 'added to the plan',
  send: 'sent for approval',
  book: 'booked',
  approve: 'approved',
  refuse: 'refused',
};

/**
 * The English message of a refused change, naming the sites grouped by reason:
 * "These sites cannot be booked: A-1, A-2 (Awaiting owner); B-7 (booked by another campaign for these dates)".
 */
export function planIssuesMessage(action: PlanAction, issues: PlanSiteIssueDto[]): string {
  const groups = new Map<string, string[]>();
  for (const issue of issues) {
    const why =
      issue.reason === 'status'
        ? PLAN_STATUS_LABELS[issue.status ?? 'planned']
        : issue.campaign
          ? `booked by the campaign ${issue.campaign} for these dates`
          : 'booked by another campaign for these dates';
    groups.set(why, [...(groups.get(why) ?? []), issue.site_code]);
  }
  const parts = [...groups].map(([why, codes]) => {
    const shown = codes.slice(0, 10).join(', ');
    const more = codes.length > 10 ? ` and ${codes.length - 10} more` : '';
    return `${shown}${more} (${why})`;
  });
  return `These sites cannot be ${ACTION_WORDS[action]}: ${parts.join('; ')}`;
}

/** A refused plan change (409): the message in English, and what a client needs to say it itself. */
export const planRefusalDto = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  action: z.enum(PLAN_ACTIONS),
  sites: z.array(planSiteIssueDto),
});
export type PlanRefusalDto = z.infer<typeof planRefusalDto>;

/** Approve Bookings books what it can: the plan afterwards, and the sites it could not book. */
export const bookSitesDto = z.object({
  booked_inventory: z.array(planRowDto),
  not_booked: z.array(planSiteIssueDto),
});
export type BookSitesDto = z.infer<typeof bookSitesDto>;

/** The open approval page knows only what its signed link carries. */
export const approvalLinkBody = z.object({
  campId,
  userId: z.uuid({ error: 'userId is not a valid user id' }),
  token: approvalLinkToken(),
});
export const approveInventoryBody = approvalLinkBody.extend({
  approval: z.enum(['approve', 'disapprove'], { error: 'approval must be approve or disapprove' }),
  invIds,
});
export type ApproveInventoryBody = z.infer<typeof approveInventoryBody>;

export const approvalCampDto = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export const approvalInventoryDto = z.object({
  approval_inventory: z.array(planRowDto),
  camp: approvalCampDto,
});
export type ApprovalInventoryDto = z.infer<typeof approvalInventoryDto>;

/** One change of a plan row, newest first. `to` is a status or `removed`. */
export const planHistoryDto = z.object({
  id: z.string(),
  site_code: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
});
export type PlanHistoryDto = z.infer<typeof planHistoryDto>;

/** The ids of the plan's sites that the owners have not refused, ascending. */
export const planSiteIdsDto = z.object({ ids: z.array(z.number()) });
export type PlanSiteIdsDto = z.infer<typeof planSiteIdsDto>;

/** `refused`: the refused sites too (Book Inventory's "select every site", which may remove them). */
export const planSiteIdsBody = z.object({ campId, refused: z.boolean().default(false) });

/** The Book Inventory table's columns the server sorts a plan by (every column it shows). */
export const PLAN_SORT_FIELDS = [
  'site_code',
  'status',
  'media_owner',
  'location',
  'supplier_code',
  'width',
  'height',
  'city',
  'media_type',
  'price',
  'approved_by',
  'booking_start',
  'booking_end',
] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];
export const PLAN_PAGE_SIZES = [10, 20, 50, 100] as const;

/** Which page of a plan, in the order the table asks for (the plan's own order by default). */
const planPaging = {
  page: z.number().int().min(0).max(100_000).default(0),
  limit: z.literal(PLAN_PAGE_SIZES, { error: 'limit must be 10, 20, 50 or 100' }).default(20),
  sort: z
    .object({
      field: z.enum(PLAN_SORT_FIELDS, { error: 'sort.field is not a column of the plan' }),
      dir: z.enum(['asc', 'desc'], { error: 'sort.dir must be asc or desc' }),
    })
    .optional(),
};

/** One page of a plan (Book Inventory). */
export const planPageBody = z.object({ campId, ...planPaging });
export type PlanPageBody = z.input<typeof planPageBody>;

/** One page of a media owner's part of a plan, by its approval link (decision 0044). */
export const approvalPageBody = approvalLinkBody.extend(planPaging);

export const approvalPageDto = z.object({
  approval_inventory: z.array(planRowDto),
  total_count: z.number(),
  /** How many of the part's sites await the owner's answer: what "select every one" would pick. */
  pending_count: z.number(),
  camp: approvalCampDto,
});
export type ApprovalPageDto = z.infer<typeof approvalPageDto>;

export const planPageDto = z.object({ booked_inventory: z.array(planRowDto), total_count: z.number() });
export type PlanPageDto = z.infer<typeof planPageDto>;

/** A plan's site on Book Inventory's map: where it is, what its tooltip says, what colours it. */
export const planMapSiteDto = siteMarkerDto.extend({ status: z.string(), booked_elsewhere: z.boolean() });
export type PlanMapSiteDto = z.infer<typeof planMapSiteDto>;

/**
 * Book Inventory's map asks for the plan's sites in view, as the planning map does: without bounds,
 * the whole plan. `zoom` sizes the clusters' grid when the view holds more than markers can show.
 */
export const planMapBody = z.object({
  campId,
  bounds: boundsSchema.optional(),
  zoom: z.number().min(MAP_ZOOM.min).max(MAP_ZOOM.max).optional(),
});
export type PlanMapBody = z.input<typeof planMapBody>;

/** How many of a cluster's sites are at each status of a plan row (every status, 0 where none). */
const statusCounts = z.object(
  Object.fromEntries(PLAN_ROW_STATUSES.map((status) => [status, z.number()])) as Record<
    PlanRowStatus,
    z.ZodNumber
  >,
);

/**
 * The plan's sites of one cell of the view's grid: `count` exact, the clusters' counts adding up to
 * `total_count`; `statuses` the same sites by status (adding up to `count`), so the map can say
 * where the plan stands; `booked_elsewhere` of them booked by another campaign for overlapping dates
 * (and not booked by this one); `bbox` [west, south, east, north] is where a click zooms to.
 */
export const planMapClusterDto = mapClusterDto
  .pick({ lng: true, lat: true, count: true, bbox: true })
  .extend({ statuses: statusCounts, booked_elsewhere: z.number() });
export type PlanMapClusterDto = z.infer<typeof planMapClusterDto>;

/**
 * The plan's sites in view: each as a marker up to MAX_MAP_MARKERS, past that clusters (one of the
 * two is null). An answer without bounds is the whole plan: when it holds markers, the map has every
 * site and asks nothing more as it moves.
 */
export const planMapDto = z.object({
  total_count: z.number(),
  sites: z.array(planMapSiteDto).nullable(),
  clusters: z.array(planMapClusterDto).nullable(),
  /** Without bounds, where most of the plan's sites are (the map opens there); null with bounds. */
  centre: z.tuple([z.number(), z.number()]).nullable(),
});
export type PlanMapDto = z.infer<typeof planMapDto>;
