import { type Bounds, PLAN_ROW_STATUSES, type PlanHistoryDto, type PlanSortField } from '@plano/core';
import type { campaigns, planRows, sites, vendors } from '../../db/schema.ts';
import { asArray, type Query, query, type RowOf, type SQL, sql } from '../../db/sql.ts';
import { SITE_COLUMNS, type SiteRow } from '../inventory/index.ts';

// Adding to the plan (add-to-plan.ts). `sites` arguments are a WHERE clause on alias `s`.

/** Each listed site: whether it is in the plan already, and whether `scope` (the suggestions') holds it. */
export const listedCandidates = (campaignId: string, siteIds: number[], scope: SQL) =>
  query<
    Pick<RowOf<typeof sites>, 'id'> & { planned: boolean; in_scope: boolean }
  >(sql`select s.id::float8 as id,
            exists (select 1 from plan_rows pr where pr.campaign_id = ${campaignId}::uuid and pr.site_id = s.id) as planned,
            (${scope}) as in_scope
       from sites s where s.id = any(${asArray(siteIds)}::bigint[])`);

/** Sites by id, as a WHERE clause on alias `s`. */
export const siteIdsIn = (siteIds: number[]): SQL => sql`s.id = any(${asArray(siteIds)}::bigint[])`;

/** What the sites would cost. */
export const sitesPrice = (sites: SQL) =>
  query<{ price: number }>(
    sql`select coalesce(sum(s.price), 0)::float8 as price from sites s where ${sites}`,
  );

/** Inserts the sites as planned rows with their history, in one statement; answers count and price. */
export const insertPlanned = (campaignId: string, sites: SQL, actor: { id: string; name: string }) =>
  query<{ count: number; price: number }>(sql`with added as (
       insert into plan_rows (campaign_id, site_id, period, status, price, lng, lat)
       select c.id, s.id, daterange(c.start_date, c.end_date, '[]'), 'planned', s.price, s.lng, s.lat
         from campaigns c, sites s
        where c.id = ${campaignId}::uuid and ${sites}
       on conflict (campaign_id, site_id) do nothing
       returning site_id, price),
     history as (
       insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
       select ${campaignId}::uuid, a.site_id, s.site_code, null, 'planned', ${actor.id}::uuid, ${actor.name}
         from added a join sites s on s.id = a.site_id)
     select count(*)::float8 as count, coalesce(sum(price), 0)::float8 as price from added`);

/** The campaign's budget, its row locked until the transaction ends. */
export const lockCampaignBudget = (campaignId: string) =>
  query<Pick<RowOf<typeof campaigns>, 'budget'>>(sql`select budget::float8 as budget from campaigns
    where id = ${campaignId} for update`);

/** What the plan holds, refused sites aside. */
export const planBudgetUsed = (campaignId: string) =>
  query<{ used: number }>(sql`select coalesce(sum(price), 0)::float8 as used from plan_rows
    where campaign_id = ${campaignId} and status <> 'rejected'`);

/** The budget after an addition; a campaign with no plan yet becomes Planned (awaiting). */
export const updateBudgetAfterAdding = (campaignId: string, budget: number) =>
  query(sql`update campaigns set budget = ${budget}, edited_at = now(),
              status = case when status = 'pending' then 'awaiting' else status end
        where id = ${campaignId}`);

/** Refreshes plan_rows' statistics (after a big Add All, see addToPlan). */
export const analysePlanRows = () => query(sql`analyze plan_rows`);

export const siteCodesOf = (siteIds: number[]) =>
  query<Pick<RowOf<typeof sites>, 'id' | 'site_code'>>(sql`select id::float8 as id, site_code from sites
    where id = any(${asArray(siteIds)}::bigint[])`);

// The lifecycle of plan rows (lifecycle.ts, send-for-approval.ts, internal-approval.ts).

/** A plan row as the lifecycle's checks read it. */
export type LockedRow = Pick<RowOf<typeof planRows>, 'site_id' | 'status'> &
  Pick<RowOf<typeof sites>, 'site_code' | 'vendor_id'>;

/** The plan rows of these sites, locked until the transaction ends. */
export const lockPlanRowsOf = (campaignId: string, siteIds: number[]) =>
  query<LockedRow>(sql`select pr.site_id::float8 as site_id, s.site_code, pr.status, s.vendor_id
       from plan_rows pr join sites s on s.id = pr.site_id
      where pr.campaign_id = ${campaignId} and pr.site_id = any(${asArray(siteIds)}::bigint[])
      order by pr.site_id
      for update of pr`);

/**
 * The sites about to be booked, locked in id order until the transaction ends: bookings of one site
 * wait in turn, and the next one sees the booking before it (its check answers 409) instead of meeting
 * it inside the exclusion constraint. That constraint inserts first and checks second, so two
 * bookings writing one site at once could each wait for the other (PostgreSQL then ends one with a
 * deadlock error), and a pile-up of them forms a long wait chain. `no key update` leaves sites free
 * to be referenced meanwhile (adding them to other plans takes a key share lock).
 */
export const lockSitesOf = (siteIds: number[]) =>
  query(sql`select id from sites where id = any(${asArray(siteIds)}::bigint[])
      order by id for no key update`);

/** One history row per site, from its `status` to `to`. */
export const insertHistory = (
  campaignId: string,
  rows: { site_id: number; site_code: string; status: string | null }[],
  to: string,
  actor: { id: string | null; name: string },
) =>
  query(sql`insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
     select ${campaignId}, u.site_id, u.site_code, u.from_status, ${to}, ${actor.id}, ${actor.name}
       from unnest(${asArray(rows.map((r) => r.site_id))}::bigint[], ${asArray(rows.map((r) => r.site_code))}::text[],
                   ${asArray(rows.map((r) => r.status))}::text[]) as u(site_id, site_code, from_status)`);

/** pending with no plan rows, awaiting (Planned) while none is booked, booked once any is. */
export const refreshStatusOf = (campaignId: string) =>
  query(sql`update campaigns c set edited_at = now(), status = case
        when exists (select 1 from plan_rows where campaign_id = c.id and status = 'booked') then 'booked'
        when exists (select 1 from plan_rows where campaign_id = c.id) then 'awaiting'
        else 'pending' end
      where c.id = ${campaignId}`);

/** A media owner as an approval mail reaches it: its first user (the link's) and every address. */
export type VendorContact = Pick<RowOf<typeof vendors>, 'name'> & {
  vendor_id: string;
  link_user_id: string | null;
  recipients: string[];
};

export const vendorContacts = (vendorIds: string[]) =>
  query<VendorContact>(sql`select v.id as vendor_id, v.name,
              (select u.id from users u where u.vendor_id = v.id order by u.created_at limit 1) as link_user_id,
              array(select distinct e from unnest(array[v.email] || array(select u.email from users u where u.vendor_id = v.id)) e
                     where e is not null and e <> '') as recipients
         from vendors v where v.id = any(${asArray(vendorIds)}::uuid[])`);

export const markPending = (campaignId: string, siteIds: number[]) =>
  query(sql`update plan_rows set status = 'pending'
    where campaign_id = ${campaignId} and site_id = any(${asArray(siteIds)}::bigint[])`);

export const markBooked = (campaignId: string, siteIds: number[], actorId: string) =>
  query(sql`update plan_rows set status = 'booked', approved_by = ${actorId}, approved_at = now()
        where campaign_id = ${campaignId} and site_id = any(${asArray(siteIds)}::bigint[])`);

export const deletePlanRows = (campaignId: string, siteIds: number[]) =>
  query(
    sql`delete from plan_rows where campaign_id = ${campaignId} and site_id = any(${asArray(siteIds)}::bigint[])`,
  );

// Reading the plan (plan.ts, history.ts, booked-sites.ts, booked-elsewhere.ts).

/** A site of the plan: the full site, and its plan row's status, price, dates and approver. */
export type PlanSiteRow = SiteRow &
  Pick<RowOf<typeof planRows>, 'status'> & {
    plan_row_id: string;
    plan_price: number;
    booking_start: string;
    booking_end: string;
    approved_by: string | null;
    approved_at: string | null;
    booked_elsewhere: boolean;
  };

/** Whether another campaign has booked the plan row's site for overlapping dates (the GiST index). */
const bookedElsewhereOf = sql`exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period)`;

/** What a plan row shows of its site (alias `s`, owner `v`, approver `a`, plan row `pr`). */
const PLAN_SITE_COLUMNS = sql`${SITE_COLUMNS}, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            ${bookedElsewhereOf} as booked_elsewhere`;

const PLAN_SITE_JOINS = sql`from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by`;

/**
 * The campaign's plan, of one media owner (`vendorId`) when given, only what was sent to the owner
 * when `sentOnly` (see planOf), only the listed sites when `siteIds`.
 */
export const planSites = (
  campaignId: string,
  vendorId: string | null,
  sentOnly: boolean,
  siteIds: number[] | null = null,
) =>
  query<PlanSiteRow>(sql`select ${PLAN_SITE_COLUMNS}
       ${PLAN_SITE_JOINS}
      where pr.campaign_id = ${campaignId} and ${ownerPart({ vendorId, sentOnly })}${
        siteIds
          ? sql`
        and pr.site_id = any(${asArray(siteIds)}::bigint[])`
          : sql``
      }
      order by pr.created_at, s.id`);

/** One media owner's part of a plan, and only what was sent to it when `sentOnly`. */
export interface OwnerPart {
  vendorId: string | null;
  sentOnly: boolean;
}

/**
 * The plan rows (alias `pr`, site `s`) of one owner's part: with `sentOnly`, Awaiting owner, its
 * decisions, and what was booked after its approval — never a site planned after the mail.
 */
const ownerPart = ({ vendorId, sentOnly }: OwnerPart): SQL =>
  sql`(${vendorId}::uuid is null or s.vendor_id = ${vendorId}::uuid)
        and (not ${sentOnly}::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))`;

/**
 * What each sortable column of Book Inventory orders by, and what it joins to the plan rows to read
 * it (alias `pr`; `site`: the row's site, alias `s`); a status sorts in the lifecycle's order.
 */
const SITE_JOIN = sql`join sites s on s.id = pr.site_id`;
const PLAN_SORT: Record<PlanSortField, { key: SQL; site?: boolean; joins?: SQL }> = {
  site_code: { key: sql`s.site_code`, site: true },
  status: {
    key: sql`array_position(array['planned', 'pending', 'approved', 'booked', 'rejected'], pr.status)`,
  },
  media_owner: { key: sql`v.name`, site: true, joins: sql`join vendors v on v.id = s.vendor_id` },
  location: { key: sql`s.location`, site: true },
  supplier_code: { key: sql`s.supplier_code`, site: true },
  width: { key: sql`s.width`, site: true },
  height: { key: sql`s.height`, site: true },
  city: { key: sql`s.city`, site: true },
  media_type: { key: sql`s.media_type`, site: true },
  price: { key: sql`pr.price` },
  approved_by: { key: sql`a.name`, joins: sql`left join users a on a.id = pr.approved_by` },
  booking_start: { key: sql`lower(pr.period)` },
  booking_end: { key: sql`upper(pr.period)` },
};

/**
 * One page of the campaign's plan (or of one owner's part of it), sorted by a column (then by site,
 * so pages never overlap), or in the plan's own order. The page's rows are found first from their
 * sort keys alone, joining only what the key (and the owner's part) needs, then read whole: sorting
 * 20,000 whole rows (60 columns, the jsonb among them) spilled to disk, and a join to sites the
 * plan's order does not need read the whole table.
 */
export const planSitesPage = (
  campaignId: string,
  page: { offset: number; limit: number; sort?: { field: PlanSortField; dir: 'asc' | 'desc' } },
  part?: OwnerPart,
) => {
  const by = page.sort && PLAN_SORT[page.sort.field];
  const direction = sql.raw(page.sort?.dir === 'desc' ? 'desc nulls last' : 'asc nulls first');
  const order = by ? sql`${by.key} ${direction}, pr.site_id` : sql`pr.created_at, pr.site_id`;
  const joins = [
    sql`plan_rows pr`,
    ...(by?.site || part ? [SITE_JOIN] : []),
    ...(by?.joins ? [by.joins] : []),
  ];
  return query<PlanSiteRow>(sql`select ${PLAN_SITE_COLUMNS}
       ${PLAN_SITE_JOINS}
      where pr.id in (select pr.id from ${sql.join(joins, sql` `)}
                       where pr.campaign_id = ${campaignId}${part ? sql` and ${ownerPart(part)}` : sql``}
                       order by ${order}
                       limit ${page.limit} offset ${page.offset})
      order by ${order}`);
};

/** How many sites one owner's part of the plan holds, and how many of them await its answer. */
export const ownerPartSize = (campaignId: string, part: OwnerPart) =>
  query<{ n: number; pending: number }>(sql`select count(*)::int as n,
            count(*) filter (where pr.status = 'pending')::int as pending
       from plan_rows pr ${SITE_JOIN}
      where pr.campaign_id = ${campaignId} and ${ownerPart(part)}`);

/** The ids of one owner's sites of the plan awaiting its answer, ascending, as one JSON array. */
export const ownerPendingIds = (campaignId: string, vendorId: string) =>
  query<{ ids: number[] }>(sql`select coalesce(json_agg(pr.site_id order by pr.site_id), '[]') as ids
       from plan_rows pr ${SITE_JOIN}
      where pr.campaign_id = ${campaignId} and ${ownerPart({ vendorId, sentOnly: true })}
        and pr.status = 'pending'`);

/** How many sites the campaign's plan holds (an index-only count of its plan rows). */
export const planSize = (campaignId: string) =>
  query<{ n: number }>(sql`select count(*)::int as n from plan_rows where campaign_id = ${campaignId}`);

/** The plan's rows whose site lies inside `bounds` (every one without), as a condition on alias `pr`. */
const inView = (bounds?: Bounds): SQL =>
  bounds
    ? sql` and pr.lat between ${bounds.sw.lat}::float8 and ${bounds.ne.lat}::float8
        and pr.lng between ${bounds.sw.lng}::float8 and ${bounds.ne.lng}::float8`
    : sql``;

/** The map's answer with its lists already JSON text, as the database wrote them. */
export interface PlanMapJson {
  total: number;
  /** JSON array of PlanMapSiteDto, by id; null past the marker limit. */
  sites: string | null;
  /** JSON array of PlanMapClusterDto, biggest first; null up to the marker limit. */
  clusters: string | null;
  /** JSON [lng, lat] where most of the plan's sites are; asked for without bounds only. */
  centre: string | null;
}

/** A cluster's sites counted by status, one key for every status (0 where none). */
const clusterStatuses = sql`json_build_object(${sql.join(
  PLAN_ROW_STATUSES.map((status) => sql`${status}::text, count(*) filter (where g.status = ${status})::int`),
  sql`, `,
)})`;

/**
 * Book Inventory's map in one statement (decision 0043), as the planning map's query (decision
 * 0025): the plan's rows in view are read once, by the positions kept beside them (migration 0024:
 * not one site lookup per row), then counted on the view's grid; the answer is the markers up to
 * `markerLimit`, past it the clusters, each cluster with its sites by status and how many another
 * campaign has booked for overlapping dates (not booked by this one). The branch not taken is never run. Without bounds it
 * also says where the plan is densest (a tenth of a degree): where the map opens.
 */
export function planMapQuery(
  campaignId: string,
  cell: { x: SQL; y: SQL },
  bounds: Bounds | undefined,
  markerLimit: number,
): Query<PlanMapJson> {
  const limit = sql`${markerLimit}::int`;
  const centre = bounds
    ? sql`null`
    : sql`(select json_build_array(round(avg(d.lng)::numeric, 5), round(avg(d.lat)::numeric, 5))
               from h d group by floor(d.lng * 10), floor(d.lat * 10)
              order by count(*) desc, floor(d.lng * 10), floor(d.lat * 10) limit 1)`;
  return query<PlanMapJson>(sql`with h as materialized (
      select pr.site_id, pr.status, pr.price, pr.lng, pr.lat, ${bookedElsewhereOf} as booked_elsewhere
        from plan_rows pr
       where pr.campaign_id = ${campaignId}${inView(bounds)}),
    t as (select count(*)::int as total from h)
    select t.total,
           case when t.total > ${limit} then (
             select json_agg(json_build_object('lng', round(c.lng::numeric, 5), 'lat', round(c.lat::numeric, 5),
                       'count', c.n, 'statuses', c.statuses, 'booked_elsewhere', c.booked_elsewhere,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from (select count(*)::int as n,
                            ${clusterStatuses} as statuses,
                            count(*) filter (where g.booked_elsewhere and g.status <> 'booked')::int as booked_elsewhere,
                            avg(g.lng) as lng, avg(g.lat) as lat,
                            min(g.lng) as west, min(g.lat) as south, max(g.lng) as east, max(g.lat) as north
                       from (select ${cell.x} as cx, ${cell.y} as cy, s.lng, s.lat, s.status, s.booked_elsewhere
                               from h s offset 0) g
                      group by g.cx, g.cy) c) end::text as clusters,
           case when t.total <= ${limit} then (
             select coalesce(json_agg(json_build_object('_id', h.site_id, 'site_code', s.site_code,
                       'lat', h.lat, 'lng', h.lng, 'price', h.price::float8, 'type', s.type,
                       'media_type', s.media_type, 'status', h.status, 'booked_elsewhere', h.booked_elsewhere)
                     order by h.site_id), '[]')
               from h join sites s on s.id = h.site_id) end::text as sites,
           ${centre}::text as centre
      from t`);
}

/**
 * The ids of the plan's sites the owners have not refused (or every one, `refused` too), ascending, as
 * one JSON array: a plan may hold 100,000 sites, and these are all the planning page's figures need
 * of it (decision 0041), and all Book Inventory's "select every site" needs.
 */
export const planSiteIds = (campaignId: string, refused: boolean) =>
  query<{ ids: number[] }>(sql`select coalesce(json_agg(site_id order by site_id), '[]') as ids
       from plan_rows where campaign_id = ${campaignId} and (${refused}::boolean or status <> 'rejected')`);

/** Every change of the campaign's plan rows, newest first (the last 2000). */
export const planHistoryOf = (campaignId: string) =>
  query<PlanHistoryDto>(sql`select id::text as id, site_code, from_status as "from", to_status as "to",
            actor_name as "by", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "at"
       from plan_history where campaign_id = ${campaignId} order by created_at desc, id desc limit 2000`);

/** A booked site as the hand-offs (audit tool, digital-screen platform) send it. */
export type BookedSite = Pick<
  RowOf<typeof sites>,
  'id' | 'site_code' | 'location' | 'city' | 'state' | 'lat' | 'lng' | 'format' | 'media_type'
> & { media_owner: string; static_digital: string; booking_start: string; booking_end: string };

/** The booked sites of the plan, only its Digital ones when `digitalOnly`, only `siteIds` when given. */
export const bookedSites = (campaignId: string, digitalOnly: boolean, siteIds: number[] | null) =>
  query<BookedSite>(sql`select s.id::float8 as id, s.site_code, v.name as media_owner, s.location, s.city, s.state,
            s.lat, s.lng, s.format, s.media_type,
            coalesce(s.additional_data->>'static_digital', '') as static_digital,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
      where pr.campaign_id = ${campaignId} and pr.status = 'booked'
        and (not ${digitalOnly}::boolean or s.additional_data->>'static_digital' = 'Digital')
        and (${siteIds ? asArray(siteIds) : null}::bigint[] is null
             or pr.site_id = any(${siteIds ? asArray(siteIds) : null}::bigint[]))
      order by s.site_code`);

/**
 * Which of `sites` another campaign has booked for dates overlapping this one's (see bookedElsewhere),
 * with the other campaign's name only for `agencyId`'s own campaigns.
 */
export const bookedByOthers = (campaignId: string, sites: SQL, agencyId: string | null) =>
  query<Pick<RowOf<typeof planRows>, 'site_id'> & { site_code: string; campaign: string | null }>(sql`select
            distinct on (s.id) s.id::float8 as site_id, s.site_code,
            case when other_camp.agency_id = ${agencyId}::uuid then other_camp.name end as campaign
       from campaigns c
       join sites s on ${sites}
       left join plan_rows mine on mine.campaign_id = c.id and mine.site_id = s.id
       join plan_rows other on other.site_id = s.id and other.status = 'booked' and other.campaign_id <> c.id
                           and other.period && coalesce(mine.period, daterange(c.start_date, c.end_date, '[]'))
       join campaigns other_camp on other_camp.id = other.campaign_id
      where c.id = ${campaignId}::uuid
      order by s.id, lower(other.period)`);
