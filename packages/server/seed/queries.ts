import type { CampaignMediaType, CampaignTab } from '@plano/core';
import type { policies } from '../src/db/schema.ts';
import { asArray, query, type RowOf, sql } from '../src/db/sql.ts';

// The demo data's statements (decision 0038): the seed writes through the same door as the product.

type Id = { id: string };

export const anyUser = () => query<{ seeded: boolean }>(sql`select exists (select 1 from users) as seeded`);

/** Every table the demo writes, emptied (a `--reset`). */
export const emptyTables = (tables: readonly string[]) =>
  query(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));

/** Fresh statistics and visibility maps after a load, so the first queries pick the indexes. */
export const vacuumTables = (tables: readonly string[]) =>
  query(sql.raw(`vacuum analyze ${tables.join(', ')}`));

export const allPolicies = () =>
  query<Pick<RowOf<typeof policies>, 'id' | 'name'>>(sql`select id, name from policies`);

export const insertRole = (agencyId: string | null, name: string) =>
  query<Id>(sql`insert into roles (agency_id, name) values (${agencyId}, ${name}) returning id`);

export const grantPolicies = (roleId: string, policyIds: string[]) =>
  query(
    sql`insert into role_policies (role_id, policy_id) select ${roleId}, unnest(${asArray(policyIds)}::uuid[])`,
  );

export const insertAgency = (name: string) =>
  query<Id>(sql`insert into agencies (name) values (${name}) returning id`);

/** The media owners, from one JSON array of {name, states, aliases, phone, email, inv_last_updated}. */
export const insertVendors = (json: string) =>
  query<Id & { name: string }>(sql`insert into vendors
      (name, states, aliases, phone, email, country, inv_uploaded, inv_last_updated)
    select name, states, aliases, phone, email, 'Chile', true, inv_last_updated
      from json_to_recordset(${json}::json)
        as x(name text, states text[], aliases text[], phone text, email text, inv_last_updated timestamptz)
    returning id, name`);

export interface DemoUser {
  name: string;
  email: string;
  passwordHash: string;
  company: string;
  phone: string;
  roleId: string;
  agencyId: string | null;
  vendorId: string | null;
  units: string[];
  shared: string[];
}

export const insertDemoUser = (user: DemoUser) =>
  query<Id>(sql`insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
      vendor_id, business_units, shared_users, email_confirmed_at)
    values (${user.name}, ${user.email}, ${user.passwordHash}, ${user.company}, ${user.phone}, 'Chile',
      ${user.roleId}, ${user.agencyId}, ${user.vendorId}, ${asArray(user.units)}, ${asArray(user.shared)}, now())
    returning id`);

/** The agency's owner: `keep` leaves one already set. */
export const setAgencyOwner = (agencyId: string, userId: string, keep: boolean) =>
  query(
    keep
      ? sql`update agencies set owner_user_id = coalesce(owner_user_id, ${userId}) where id = ${agencyId}`
      : sql`update agencies set owner_user_id = ${userId} where id = ${agencyId}`,
  );

/** Sites open to planning not yet used by another seeded plan, of a state, cities and type when given. */
export const planCandidates = (
  state: string | null,
  cities: string[] | null,
  type: CampaignMediaType,
  used: number[],
) =>
  query<{ id: number; price: number; city: string; state: string }>(sql`select id::float8 as id,
      price::float8 as price, city, state
    from sites
    where planning_enabled and (${state}::text is null or state = ${state})
      and (${cities ? asArray(cities) : null}::text[] is null or city = any(${cities ? asArray(cities) : null}::text[]))
      and (${type} = 'all' or type = ${type}) and not (id = any(${asArray(used)}::bigint[]))
    order by id limit 300`);

export interface DemoCampaign {
  agencyId: string;
  plannerId: string;
  brand: string;
  name: string;
  start: string;
  end: string;
  budget: number;
  mediaType: CampaignMediaType;
  states: string[];
  cities: string[];
  status: CampaignTab;
  createdAt: string;
}

export const insertCampaign = (c: DemoCampaign) =>
  query<Id>(sql`insert into campaigns (agency_id, created_by, brand, name, start_date, end_date, budget,
      media_type, states, cities, status, created_at, edited_at)
    values (${c.agencyId}, ${c.plannerId}, ${c.brand}, ${c.name}, ${c.start}, ${c.end}, ${c.budget},
      ${c.mediaType}, ${asArray(c.states)}, ${asArray(c.cities)}, ${c.status}, ${c.createdAt}, ${c.createdAt})
    returning id`);

/**
 * A campaign's plan rows, from one JSON array of {site_id, status, price, approved_by, approved_at}.
 * The end date is a day the campaign still runs: '[start,end]', stored by PostgreSQL as
 * '[start,end+1)' — the same period the booking service writes.
 */
export const insertPlanRows = (
  campaign: { id: string; start: string; end: string; createdAt: string },
  json: string,
) =>
  query(sql`insert into plan_rows (campaign_id, site_id, period, status, price, approved_by, approved_at, created_at)
    select ${campaign.id}, site_id, daterange(${campaign.start}::date, ${campaign.end}::date, '[]'), status, price,
           approved_by, approved_at, ${campaign.createdAt}
      from json_to_recordset(${json}::json)
        as x(site_id bigint, status text, price bigint, approved_by uuid, approved_at timestamptz)`);

/** Places of interest, from one JSON array of {name, category, icon, city, state, lat, lng}. */
export const insertPlacesJson = (json: string) =>
  query(sql`insert into nearby_places (name, category, icon, city, state, lat, lng)
    select name, category, icon, city, state, lat, lng
      from json_to_recordset(${json}::json)
        as x(name text, category text, icon text, city text, state text, lat float8, lng float8)`);

/** The secondary indexes of `sites` (not those behind a constraint) and how to make each again. */
export const siteIndexes = () =>
  query<{ name: string; definition: string }>(sql`select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'sites'
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))`);

export const dropIndex = (name: string) => query(sql`drop index ${sql.identifier(name)}`);

/** An index's definition as pg_indexes wrote it. */
export const createIndex = (definition: string) => query(sql.raw(definition));

/** Sorting in memory instead of in temporary files speeds up the B-tree and GIN builds. */
export const roomForIndexBuilds = () => query(sql`set local maintenance_work_mem = '256MB'`);
