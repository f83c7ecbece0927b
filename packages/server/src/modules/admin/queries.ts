import { BUSINESS_UNITS, POLICIES, POLICY_DESCRIPTIONS, type PolicyName } from '@plano/core';
import type { agencies, policies, roles, users } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

/** A row that only says something was found (`select 1`). */
type Found = { '?column?': number };

type PolicyRow = Pick<RowOf<typeof policies>, 'id' | 'name' | 'description'>;

// Reference data (reference-data.ts): every statement is idempotent.

/** The policies of SPEC §6 that the database lacks, with their descriptions. */
export const insertMissingPolicies = (names: PolicyName[]) =>
  query(sql`insert into policies (name, description)
     select name, description from json_to_recordset(${JSON.stringify(
       names.map((name) => ({ name, description: POLICY_DESCRIPTIONS[name] })),
     )}::json) as x(name text, description text)
     on conflict (name) do nothing`);

/** A platform role (no agency), unless it exists. */
export const insertPlatformRoleIfMissing = (name: string) =>
  query(sql`insert into roles (agency_id, name) values (null, ${name}) on conflict do nothing`);

/** A platform role (no agency) by name. */
export const platformRoleId = (name: string) =>
  query<Pick<RowOf<typeof roles>, 'id'>>(
    sql`select id from roles where agency_id is null and name = ${name}`,
  );

/** Gives role `roleId` the named policies it lacks. */
export const grantMissingPolicies = (roleId: string, names: readonly PolicyName[]) =>
  query(sql`insert into role_policies (role_id, policy_id)
     select ${roleId}, id from policies where name = any(${asArray(names)}::text[])
     on conflict do nothing`);

/** The first agency of this name (the platform's). */
export const firstAgencyNamed = (name: string) =>
  query<Pick<RowOf<typeof agencies>, 'id'>>(sql`select id from agencies where name = ${name}
    order by created_at, id limit 1`);

// Platform administrators (platform-admin.ts).

/** Whether some user holds the admin panel through their role. */
export const platformAdminExists = () =>
  query<{ found: boolean }>(sql`select exists (
       select 1 from users u
         join role_policies rp on rp.role_id = u.role_id
         join policies p on p.id = rp.policy_id
        where p.name = ${POLICIES.adminPanel}) as found`);

/** The user of this e-mail (lower case), and whether their role holds the admin panel. */
export const userByEmailWithAdmin = (email: string) =>
  query<Pick<RowOf<typeof users>, 'id'> & { admin: boolean }>(sql`select u.id,
      exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
               where rp.role_id = u.role_id and p.name = ${POLICIES.adminPanel}) as admin
       from users u where lower(u.email) = ${email}`);

/** A platform administrator: every business unit, the e-mail confirmed by the platform. */
export const insertPlatformAdmin = (admin: {
  name: string;
  email: string;
  passwordHash: string;
  company: string;
  roleId: string;
  agencyId: string;
}) =>
  query<Pick<RowOf<typeof users>, 'id'>>(sql`insert into users (name, email, password_hash, company, role_id,
                        agency_id, business_units, email_confirmed_at)
     values (${admin.name}, ${admin.email}, ${admin.passwordHash}, ${admin.company}, ${admin.roleId},
             ${admin.agencyId}, ${asArray([...BUSINESS_UNITS])}, now()) returning id`);

/** Makes the user the agency's owner, if it has none. */
export const setAgencyOwnerIfNone = (userId: string, agencyId: string) =>
  query(sql`update agencies set owner_user_id = coalesce(owner_user_id, ${userId}) where id = ${agencyId}`);

// Policies (platform.ts, routes.ts).

/** A row when a policy has the name, case ignored. */
export const policyNamed = (name: string) =>
  query<Found>(sql`select 1 from policies where lower(name) = lower(${name})`);

export const insertPolicy = (name: string, description: string) =>
  query<PolicyRow>(sql`insert into policies (name, description) values (${name}, ${description})
    returning id, name, description`);

export const allPolicies = () =>
  query<PolicyRow>(sql`select id, name, description from policies order by name`);
