import type { agencies, policies, roles, users } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

/** A row whose being there is the answer (`select 1`). */
type Found = { '?column?': number };

/** An array that is one value, or null (for `coalesce(…, column)`: null keeps the column). */
const arrayOrNull = (values: readonly unknown[] | null | undefined) =>
  values == null ? null : asArray(values);

// Agencies

export const agencyOwner = (agencyId: string) =>
  query<Pick<RowOf<typeof agencies>, 'owner_user_id'>>(
    sql`select owner_user_id from agencies where id = ${agencyId}`,
  );

export const insertAgency = (name: string) =>
  query<Pick<RowOf<typeof agencies>, 'id'>>(sql`insert into agencies (name) values (${name}) returning id`);

export const setAgencyOwner = (agencyId: string, userId: string) =>
  query(sql`update agencies set owner_user_id = ${userId} where id = ${agencyId}`);

// Members

/** The member a change is about, locked, with whether they own the agency; none outside `agencyId`. */
export type MemberTarget = Pick<RowOf<typeof users>, 'id' | 'role_id'> & { is_owner: boolean };

export const memberForUpdate = (memberId: string, agencyId: string) =>
  query<MemberTarget>(sql`select u.id, u.role_id, a.owner_user_id = u.id as is_owner
       from users u join agencies a on a.id = u.agency_id
      where u.id = ${memberId} and u.agency_id = ${agencyId} for update of u`);

/** How many of `ids` are members of the agency. */
export const agencyMemberCount = (ids: string[], agencyId: string) =>
  query<{ n: number }>(
    sql`select count(*)::int as n from users where id = any(${asArray(ids)}::uuid[]) and agency_id = ${agencyId}`,
  );

/** E-mails are unique whatever their case; `except` is the user being edited (null: nobody). */
export const emailTaken = (email: string, except: string | null) =>
  query<Found>(
    sql`select 1 from users where lower(email) = lower(${email}) and id is distinct from ${except}::uuid`,
  );

/** A new member of the agency, with its name and the adding member's country, confirmed. */
export const insertMember = (member: {
  name: string;
  email: string;
  passwordHash: string;
  phone: string;
  roleId: string;
  businessUnits: string[];
  sharedUsers: string[];
  addedBy: string;
  agencyId: string;
}) =>
  query<
    Pick<RowOf<typeof users>, 'id'>
  >(sql`insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
                          business_units, shared_users, email_confirmed_at)
       select ${member.name}, ${member.email}, ${member.passwordHash}, a.name, ${member.phone}, u.country, ${member.roleId}, a.id, ${asArray(member.businessUnits)}, ${asArray(member.sharedUsers)}, now()
         from agencies a join users u on u.id = ${member.addedBy} where a.id = ${member.agencyId}
       returning id`);

/** The first user of a new agency, its owner; the address is confirmed at once when `confirmed`. */
export const insertAgencyOwner = (
  account: {
    name: string;
    email: string;
    passwordHash: string;
    company: string;
    phone: string;
    country: string | null;
  },
  roleId: string,
  agencyId: string,
  confirmed: boolean,
) =>
  query<
    Pick<RowOf<typeof users>, 'id'>
  >(sql`insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
                        email_confirmed_at)
     values (${account.name}, ${account.email}, ${account.passwordHash}, ${account.company}, ${account.phone}, coalesce(${account.country}, 'Chile'), ${roleId}, ${agencyId}, case when ${confirmed}::boolean then now() end)
     returning id`);

/** A member's details; a null field stays as it is. */
export const updateMemberDetails = (
  memberId: string,
  change: {
    name: string | null;
    email: string | null;
    phone: string | null;
    roleId: string | null;
    businessUnits: string[] | null;
    sharedUsers: string[] | null;
  },
) =>
  query(sql`update users set name = coalesce(${change.name}, name), email = coalesce(${change.email}, email), phone = coalesce(${change.phone}, phone),
                        role_id = coalesce(${change.roleId}, role_id), business_units = coalesce(${arrayOrNull(change.businessUnits)}, business_units),
                        shared_users = coalesce(${arrayOrNull(change.sharedUsers)}, shared_users)
        where id = ${memberId}`);

/** The caller's own details; a null field stays as it is. */
export const updateOwnDetails = (
  userId: string,
  change: { name: string | null; email: string | null; company: string | null; phone: string | null },
) =>
  query(sql`update users set name = coalesce(${change.name}, name), email = coalesce(${change.email}, email),
                          company = coalesce(${change.company}, company), phone = coalesce(${change.phone}, phone)
          where id = ${userId}`);

/** The campaigns created by `from` pass to `to`. */
export const passCampaigns = (from: string, to: string) =>
  query(sql`update campaigns set created_by = ${to} where created_by = ${from}`);

/** No member of the agency shares with `userId` any more. */
export const unshareUser = (userId: string, agencyId: string) =>
  query(
    sql`update users set shared_users = array_remove(shared_users, ${userId}::uuid) where agency_id = ${agencyId} and ${userId}::uuid = any(shared_users)`,
  );

export const deleteUser = (userId: string) => query(sql`delete from users where id = ${userId}`);

export const setPasswordHash = (userId: string, passwordHash: string) =>
  query(sql`update users set password_hash = ${passwordHash} where id = ${userId}`);

// Roles and policies

/** The ids of the agency's roles, by name. */
export const agencyRoleIds = (agencyId: string) =>
  query<Pick<RowOf<typeof roles>, 'id'>>(
    sql`select id from roles where agency_id = ${agencyId} order by name`,
  );

/** The role, when it is the agency's. */
export const roleOfAgency = (roleId: string, agencyId: string) =>
  query<Found>(sql`select 1 from roles where id = ${roleId} and agency_id = ${agencyId}`);

export const insertRole = (agencyId: string, name: string) =>
  query<Pick<RowOf<typeof roles>, 'id'>>(
    sql`insert into roles (agency_id, name) values (${agencyId}, ${name}) returning id`,
  );

/** The `owner` role of a new agency. */
export const insertOwnerRole = (agencyId: string) =>
  query<Pick<RowOf<typeof roles>, 'id'>>(
    sql`insert into roles (agency_id, name) values (${agencyId}, 'owner') returning id`,
  );

export const renameRole = (roleId: string, name: string) =>
  query(sql`update roles set name = ${name} where id = ${roleId}`);

export const clearRolePolicies = (roleId: string) =>
  query(sql`delete from role_policies where role_id = ${roleId}`);

/** Gives the role the policies of these ids. */
export const insertRolePolicies = (roleId: string, policyIds: string[]) =>
  query(
    sql`insert into role_policies (role_id, policy_id) select ${roleId}, unnest(${asArray(policyIds)}::uuid[])`,
  );

/** Gives the role the policies of these names. */
export const grantPoliciesByName = (roleId: string, names: readonly string[]) =>
  query(
    sql`insert into role_policies (role_id, policy_id) select ${roleId}, id from policies where name = any(${asArray(names)}::text[])`,
  );

/** The policies of these ids that exist. */
export const policiesByIds = (ids: string[]) =>
  query<Pick<RowOf<typeof policies>, 'id' | 'name'>>(
    sql`select id, name from policies where id = any(${asArray(ids)}::uuid[])`,
  );

/** The names of the policies a role holds. */
export const rolePolicyNames = (roleId: string) =>
  query<Pick<RowOf<typeof policies>, 'name'>>(
    sql`select p.name from role_policies rp join policies p on p.id = rp.policy_id where rp.role_id = ${roleId}`,
  );
