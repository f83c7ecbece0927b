import type { PolicyDto, RoleDto, UserDto } from '@plano/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policies, rolePolicies, roles, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export function presentPolicy(row: { id: string; name: string; description: string }): PolicyDto {
  return { _id: row.id, name: row.name, description: row.description };
}

/** Roles with their policies, in two queries whatever the number of roles. */
export async function loadRoles(db: Db, roleIds: string[]): Promise<Map<string, RoleDto>> {
  const result = new Map<string, RoleDto>();
  if (roleIds.length === 0) return result;
  const roleRows = await db.select().from(roles).where(inArray(roles.id, roleIds));
  for (const r of roleRows) result.set(r.id, { _id: r.id, name: r.name, policies: [] });
  const links = await db
    .select({
      roleId: rolePolicies.roleId,
      id: policies.id,
      name: policies.name,
      description: policies.description,
    })
    .from(rolePolicies)
    .innerJoin(policies, eq(policies.id, rolePolicies.policyId))
    .where(inArray(rolePolicies.roleId, roleIds))
    .orderBy(policies.name);
  for (const link of links) result.get(link.roleId)?.policies.push(presentPolicy(link));
  return result;
}

export function presentUser(row: UserRow, role: RoleDto | null): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    pic: row.pic,
    country: row.country,
    role,
    business_units: row.businessUnits,
    shared_users: row.sharedUsers,
    agency_id: row.agencyId,
    vendor_id: row.vendorId,
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

export async function loadUserDto(db: Db, userId: string): Promise<UserDto | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const rolesById = await loadRoles(db, row.roleId ? [row.roleId] : []);
  return presentUser(row, (row.roleId && rolesById.get(row.roleId)) || null);
}
