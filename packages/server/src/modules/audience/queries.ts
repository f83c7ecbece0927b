import type { OptimizePlanDto, OptimizePlanJobDto, OptimizePlanProgress, TargetAudience } from '@plano/core';
import { asArray, query, type SQL, sql } from '../../db/sql.ts';
import type { Candidate } from './optimizer.ts';
import { weeklyImpressionsSql } from './site-contacts.ts';
import { targetShareSql } from './target-share.ts';

/** Whose price a site is read at: its own, or the one it entered the plan at (`pr`). */
type PriceColumn = 's.price' | 'pr.price';

/**
 * What the model reads of each site: where, how dear, whose, and its target impressions a week,
 * computed by the database from the numbers kept in `sites.audience_inputs` (decision 0036) — one
 * number a site crosses the wire, whatever the audience, so a search over a country's inventory
 * reads in one query what took it most of its time to unpack from the jsonb.
 * Text, not parameters: the formula's constants and the audience's weights are literals of the
 * statement (as the planner has always seen them), computed here from numbers, never from a request's text.
 */
const selectSites = (audience: TargetAudience, fallbackShare: number, price: PriceColumn) =>
  sql.raw(`select s.id::float8 as id, s.lat, s.lng, ${price}::float8 as price, s.vendor_id::text as owner,
      (${weeklyImpressionsSql()} * ${targetShareSql(audience, fallbackShare)})::float8 as "weeklyTarget"
    from sites s`);

/** The sites of a list (unknown ids left out). */
export const sitesByIdsQuery = (audience: TargetAudience, ids: readonly number[], fallbackShare: number) =>
  query<Candidate>(
    sql`${selectSites(audience, fallbackShare, 's.price')} where s.id = any((select ${asArray(ids)}::bigint[])::bigint[])`,
  );

/** The sites matching `scope` (a WHERE clause on `s`: planning's site scope), no dearer than maxPrice. */
export const scopedSitesQuery = (
  audience: TargetAudience,
  scope: SQL,
  maxPrice: number,
  fallbackShare: number,
) =>
  query<Candidate>(sql`${selectSites(audience, fallbackShare, 's.price')}
      where ${scope} and s.price <= ${Math.floor(maxPrice)}`);

/** How many sites `scope` holds no dearer than maxPrice, counted up to `upTo`. */
export const scopedSitesCount = (scope: SQL, maxPrice: number, upTo: number) =>
  query<{ n: number }>(sql`select count(*)::int as n from (select 1 from sites s where ${scope}
        and s.price <= ${Math.floor(maxPrice)} limit ${upTo}) candidates`);

/** The sites in a campaign's plan, at the price they entered it. */
export const plannedSitesQuery = (audience: TargetAudience, campaignId: string, fallbackShare: number) =>
  query<Candidate>(sql`${selectSites(audience, fallbackShare, 'pr.price')} join plan_rows pr on pr.site_id = s.id
      where pr.campaign_id = ${campaignId}::uuid`);

/** The sites of a campaign's plan as Book Inventory counts it: refused sites aside. */
export const countedPlanSiteIds = (campaignId: string) =>
  query<{ id: number }>(
    sql`select site_id::float8 as id from plan_rows where campaign_id = ${campaignId} and status is distinct from 'rejected'`,
  );

/** The proposed sites as the dialog draws and lists them, in the proposal's order. */
export const proposedSitesQuery = (ids: readonly number[]) =>
  query<
    OptimizePlanDto['sites'][number]
  >(sql`select s.id::float8 as "_id", s.site_code, s.lat, s.lng, s.price::float8 as price, s.type, s.media_type
       from unnest(${asArray(ids)}::bigint[]) with ordinality as wanted(id, n)
       join sites s on s.id = wanted.id
      order by wanted.n`);

/** A best-plan search's job, when `userId` asked for it. */
export const optimizeJobOf = (jobId: string, kind: string, userId: string) =>
  query<{
    status: OptimizePlanJobDto['status'];
    progress: OptimizePlanProgress | null;
    result: OptimizePlanDto | null;
    last_error: string | null;
  }>(sql`select status, progress, result, last_error from jobs
    where id = ${jobId} and kind = ${kind} and created_by = ${userId}`);
