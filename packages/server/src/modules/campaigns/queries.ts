import { ALL_CITIES, type CampaignTab, type CreateCampaignBody, POLICIES } from '@plano/core';
import type { campaigns } from '../../db/schema.ts';
import { asArray, query, type RowOf, type SQL, sql } from '../../db/sql.ts';
import type { Actor } from '../auth/index.ts';

/**
 * Who sees which campaign (tenancy, docs/ARCHITECTURE.md): only campaigns of the caller's agency;
 * a member sees their own and those of their shared users; member managers see the whole agency.
 * A condition on alias `c`.
 */
export function visibleCampaigns(actor: Actor): SQL {
  if (!actor.agencyId) return sql`false`;
  if (actor.policies.includes(POLICIES.memberManagement)) return sql`c.agency_id = ${actor.agencyId}`;
  return sql`c.agency_id = ${actor.agencyId}
    and (c.created_by = ${actor.id} or c.created_by = any(${asArray(actor.sharedUsers)}::uuid[]))`;
}

/** A campaign as the lists and the header read it: amounts as numbers, dates and times as text. */
export type CampaignRow = Pick<
  RowOf<typeof campaigns>,
  | 'id'
  | 'agency_id'
  | 'name'
  | 'brand'
  | 'created_by'
  | 'budget'
  | 'states'
  | 'cities'
  | 'media_type'
  | 'networks'
  | 'status'
  | 'camp_type'
  | 'locaudit_created'
  | 'target_audience'
  | 'start_date'
  | 'end_date'
> & {
  creator_name: string;
  creator_email: string;
  budget_used: number;
  plan_size: number;
  created_at: string;
  edited_at: string;
};

/**
 * Budget used is what the plan holds, refused sites aside: one aggregate per campaign, no N+1.
 * Columns on alias `c`, so a caller adds its own condition.
 */
const CAMPAIGN_SELECT = sql`select
    c.id, c.agency_id, c.name, c.brand, c.created_by, u.name as creator_name, u.email as creator_email,
    c.budget::float8 as budget, coalesce(plan.used, 0)::float8 as budget_used,
    coalesce(plan.size, 0)::int as plan_size, c.start_date::text as start_date, c.end_date::text as end_date,
    c.states, c.cities, c.media_type, c.networks, c.status, c.camp_type, c.locaudit_created, c.target_audience,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as edited_at
  from campaigns c
  join users u on u.id = c.created_by
  left join lateral (
    select sum(pr.price) as used, count(*) as size from plan_rows pr
     where pr.campaign_id = c.id and pr.status <> 'rejected'
  ) plan on true`;

export const campaignsOfTab = (actor: Actor, tab: CampaignTab) =>
  query<CampaignRow>(sql`${CAMPAIGN_SELECT}
    where c.status = ${tab} and ${visibleCampaigns(actor)}
    order by c.created_at desc`);

export const visibleCampaign = (actor: Actor, campaignId: string) =>
  query<CampaignRow>(sql`${CAMPAIGN_SELECT} where c.id = ${campaignId} and ${visibleCampaigns(actor)}`);

/** By id alone: for work whose caller's access was checked when it was asked (a queued job). */
export const campaignRowById = (campaignId: string) =>
  query<CampaignRow>(sql`${CAMPAIGN_SELECT} where c.id = ${campaignId}`);

/** Which of `ids` the caller sees. */
export const visibleCampaignIds = (actor: Actor, ids: string[]) =>
  query<{ id: string }>(sql`select c.id from campaigns c
    where c.id = any(${asArray(ids)}::uuid[]) and ${visibleCampaigns(actor)}`);

export const insertCampaign = (actor: Actor & { agencyId: string }, body: CreateCampaignBody) =>
  query<{ id: string }>(sql`insert into campaigns
      (agency_id, created_by, brand, name, start_date, end_date, budget, media_type, states, cities, target_audience)
    values (${actor.agencyId}, ${actor.id}, ${body.brand}, ${body.campaign_name}, ${body.start_date},
      ${body.end_date}, ${body.budget}, ${body.media_type}, ${asArray(body.states)}, ${asArray(body.cities)},
      ${JSON.stringify(body.target_audience)}::jsonb)
    returning id`);

/** The names of `place` that are no Chilean region, or no commune of those regions ('All' aside). */
export const unknownPlaces = (place: { states: string[]; cities: string[] }) =>
  query<{ bad_states: string[]; bad_cities: string[] }>(sql`select
    array(select s from unnest(${asArray(place.states)}::text[]) s
           where not exists (select 1 from regions r where r.name = s)) as bad_states,
    array(select c from unnest(${asArray(place.cities)}::text[]) c
           where c <> ${ALL_CITIES} and not exists (
             select 1 from communes cm join regions r on r.code = cm.region_code
              where cm.name = c and r.name = any(${asArray(place.states)}::text[]))) as bad_cities`);

/** An option list of the campaign form: one value a row. */
type OptionRow = { v: string };

export const regionNames = () => query<OptionRow>(sql`select name as v from regions order by code`);

/** The communes, of `states` only when given. */
export const communeNames = (states?: string[]) =>
  query<OptionRow>(sql`select distinct c.name as v from communes c join regions r on r.code = c.region_code
    ${states ? sql`where r.name = any(${asArray(states)}::text[])` : sql``} order by 1`);

/** The values of one site column among the sites open to planning, of `states` only when given. */
export const siteColumnValues = (column: 'media_type' | 'format' | 'lighting', states?: string[]) =>
  query<OptionRow>(sql`select distinct ${sql.identifier(column)} as v from sites where planning_enabled
    ${states ? sql`and state = any(${asArray(states)}::text[])` : sql``} order by 1`);
