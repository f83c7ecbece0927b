import {
  type AddMemberBody,
  type ChangePasswordBody,
  type MemberDto,
  POLICIES,
  type UpdateMemberBody,
} from '@plano/core';
import { eq } from 'drizzle-orm';
import type { Database, QueryFn } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type Actor, endUserSessions, hashPassword, loadRoles, presentUser } from '../auth/index.ts';
import { assertEmailFree, withFreeEmail } from './emails.ts';
import { assertRoleWithinGrant, type Grantor, grantorOf, mayGrant } from './grants.ts';
import {
  agencyMemberCount,
  agencyOwner,
  deleteUser,
  insertMember,
  type MemberTarget,
  memberForUpdate,
  passCampaigns,
  setPasswordHash,
  unshareUser,
  updateMemberDetails,
} from './queries.ts';
import { roleInAgency } from './roles.ts';

/**
 * Every member of the agency with their role, in two queries whatever their number, and whether the
 * caller may change each (the same rule as targetOf below, so the page offers only what will work).
 */
export async function agencyMembers(database: Database, actor: Actor): Promise<MemberDto[]> {
  const agencyId = actor.agencyId;
  if (!agencyId) return [];
  const rows = await database.db.select().from(users).where(eq(users.agencyId, agencyId)).orderBy(users.name);
  const [agency] = await database.query(agencyOwner(agencyId));
  const roles = await loadRoles(database.db, [...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : [])))]);
  const grantor: Grantor = { actor, agencyId, isOwner: agency?.owner_user_id === actor.id };
  const manages = actor.policies.includes(POLICIES.memberManagement);
  return rows.map((row) => {
    const role = (row.roleId && roles.get(row.roleId)) || null;
    const isOwner = row.id === agency?.owner_user_id;
    const isSelf = row.id === actor.id;
    const withinGrant = (role?.policies ?? []).every((p) => mayGrant(grantor, p.name));
    return {
      ...presentUser(row, role),
      is_owner: isOwner,
      manageable: manages && (isSelf || (!isOwner && withinGrant)),
    };
  });
}

/**
 * The member a change is about, or 404 outside the caller's agency. Only the owner changes the
 * owner, and nobody changes a member whose role they could not have given: that would be a way
 * to take over a more powerful account (its e-mail, its password).
 */
async function targetOf(
  query: QueryFn,
  grantor: Grantor,
  memberId: string,
): Promise<MemberTarget & { isOwner: boolean }> {
  const [row] = await query(memberForUpdate(memberId, grantor.agencyId));
  if (!row) throw notFound('Member');
  const isSelf = row.id === grantor.actor.id;
  if (row.is_owner && !isSelf) throw forbidden("Only the account's owner changes the owner's details");
  if (!isSelf && row.role_id) {
    await assertRoleWithinGrant(query, grantor, row.role_id, 'This member holds policies you do not hold');
  }
  return { ...row, isOwner: row.is_owner };
}

/** A role to give: of this agency, and holding nothing the caller could not grant. */
async function assertAssignableRole(query: QueryFn, grantor: Grantor, roleId: string): Promise<void> {
  await roleInAgency(query, grantor.agencyId, roleId);
  await assertRoleWithinGrant(query, grantor, roleId, 'You cannot grant a policy you do not hold');
}

async function checkedSharedUsers(
  query: QueryFn,
  agencyId: string,
  ids: string[],
  self?: string,
): Promise<string[]> {
  const unique = [...new Set(ids)].filter((id) => id !== self);
  if (unique.length === 0) return [];
  const [row] = await query(agencyMemberCount(unique, agencyId));
  if (row.n !== unique.length) {
    const message = 'Shared users must be members of your agency';
    throw badRequest(message, { shared_users: message });
  }
  return unique;
}

export async function addMember(database: Database, actor: Actor, body: AddMemberBody): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  return withFreeEmail(() =>
    database.transaction(async (query) => {
      const grantor = await grantorOf(query, actor);
      await assertAssignableRole(query, grantor, body.role);
      await assertEmailFree(query, body.email);
      const shared = await checkedSharedUsers(query, grantor.agencyId, body.shared_users ?? []);
      const [row] = await query(
        insertMember({
          name: body.name,
          email: body.email.toLowerCase(),
          passwordHash,
          phone: body.phone,
          roleId: body.role,
          businessUnits: body.business_units,
          sharedUsers: shared,
          addedBy: actor.id,
          agencyId: grantor.agencyId,
        }),
      );
      return row.id;
    }),
  );
}

export async function updateMember(database: Database, actor: Actor, body: UpdateMemberBody): Promise<void> {
  const { memberId, updateObj: change } = body;
  await withFreeEmail(() =>
    database.transaction(async (query) => {
      const grantor = await grantorOf(query, actor);
      const target = await targetOf(query, grantor, memberId);
      if (change.role !== undefined && change.role !== target.role_id) {
        if (target.id === actor.id) throw forbidden('You cannot change your own role');
        await assertAssignableRole(query, grantor, change.role);
      }
      if (change.email !== undefined) await assertEmailFree(query, change.email, target.id);
      const shared =
        change.shared_users === undefined
          ? undefined
          : await checkedSharedUsers(query, grantor.agencyId, change.shared_users, target.id);
      await query(
        updateMemberDetails(target.id, {
          name: change.name ?? null,
          email: change.email?.toLowerCase() ?? null,
          phone: change.phone ?? null,
          roleId: change.role ?? null,
          businessUnits: change.business_units ?? null,
          sharedUsers: shared ?? null,
        }),
      );
    }),
  );
}

/** Removes a member; the campaigns they created pass to the caller, all or nothing. */
export async function deleteMember(database: Database, actor: Actor, memberId: string): Promise<void> {
  await database.transaction(async (query) => {
    const grantor = await grantorOf(query, actor);
    if (memberId === actor.id) throw forbidden('You cannot delete yourself');
    const target = await targetOf(query, grantor, memberId);
    if (target.isOwner) throw forbidden("The account's owner cannot be deleted");
    await query(passCampaigns(target.id, actor.id));
    await query(unshareUser(target.id, grantor.agencyId));
    await query(deleteUser(target.id));
  });
}

/** A new password for a member; every other session of theirs ends at once. */
export async function changePassword(
  database: Database,
  actor: Actor,
  body: ChangePasswordBody,
): Promise<void> {
  const passwordHash = await hashPassword(body.new_pass);
  await database.transaction(async (query) => {
    const grantor = await grantorOf(query, actor);
    const target = await targetOf(query, grantor, body.member_data._id);
    await query(setPasswordHash(target.id, passwordHash));
    await endUserSessions({ query }, target.id, { except: actor.sessionId });
  });
}
