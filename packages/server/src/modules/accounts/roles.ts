import type { AddRoleBody, EditRoleBody, RoleDto } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type Actor, loadRoles } from '../auth/index.ts';
import { assertRoleWithinGrant, grantablePolicyIds, grantorOf } from './grants.ts';
import {
  agencyRoleIds,
  clearRolePolicies,
  insertRole,
  insertRolePolicies,
  renameRole,
  roleOfAgency,
} from './queries.ts';

const ROLE_TAKEN = 'A role with this name already exists';

/** The roles of the caller's agency with their policies, by name. */
export async function agencyRoles(database: Database, agencyId: string | null): Promise<RoleDto[]> {
  if (!agencyId) return [];
  const ids = await database.query(agencyRoleIds(agencyId));
  const byId = await loadRoles(
    database.db,
    ids.map((r) => r.id),
  );
  return ids.map((r) => byId.get(r.id)).filter((r): r is RoleDto => r !== undefined);
}

/** A role of the caller's agency, or 404: another agency's role does not exist for them. */
export async function roleInAgency(query: QueryFn, agencyId: string, roleId: string): Promise<void> {
  const [row] = await query(roleOfAgency(roleId, agencyId));
  if (!row) throw notFound('Role');
}

export async function addRole(database: Database, actor: Actor, body: AddRoleBody): Promise<RoleDto> {
  const roleId = await withUniqueName(() =>
    database.transaction(async (query) => {
      const grantor = await grantorOf(query, actor);
      const policyIds = await grantablePolicyIds(query, grantor, body.policies);
      const [role] = await query(insertRole(grantor.agencyId, body.role_name));
      await setPolicies(query, role.id, policyIds);
      return role.id;
    }),
  );
  const roles = await loadRoles(database.db, [roleId]);
  return roles.get(roleId)!;
}

export async function editRole(database: Database, actor: Actor, body: EditRoleBody): Promise<void> {
  const { roleId, updateObj } = body;
  await withUniqueName(() =>
    database.transaction(async (query) => {
      const grantor = await grantorOf(query, actor);
      await roleInAgency(query, grantor.agencyId, roleId);
      // Editing your own role would let you hand yourself anything you can grant to others.
      if (roleId === actor.roleId) throw forbidden('You cannot change your own role');
      await assertRoleWithinGrant(query, grantor, roleId, 'This role holds policies you do not hold');
      if (updateObj.name !== undefined) {
        await query(renameRole(roleId, updateObj.name));
      }
      if (updateObj.policies !== undefined) {
        const policyIds = await grantablePolicyIds(query, grantor, updateObj.policies);
        await query(clearRolePolicies(roleId));
        await setPolicies(query, roleId, policyIds);
      }
    }),
  );
}

function setPolicies(query: QueryFn, roleId: string, policyIds: string[]) {
  return query(insertRolePolicies(roleId, policyIds));
}

async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (errorCode(error) === '23505') throw conflict(ROLE_TAKEN);
    throw error;
  }
}
