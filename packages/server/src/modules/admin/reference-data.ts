import { POLICIES, type PolicyName } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { insertAgency } from '../accounts/index.ts';
import { loadGeodata, upsertGeodata } from '../geo/index.ts';
import {
  firstAgencyNamed,
  grantMissingPolicies,
  insertMissingPolicies,
  insertPlatformRoleIfMissing,
  platformRoleId,
} from './queries.ts';

/** The platform's own roles (no agency): every policy, and a media owner's login. */
export const PLATFORM_ROLES = {
  admin: { name: 'admin', policies: Object.values(POLICIES) as PolicyName[] },
  mediaOwner: { name: 'media owner', policies: [POLICIES.inventoryManagement] as PolicyName[] },
} as const;
/** The agency the platform team belongs to; the first one of this name is the platform's. */
export const PLATFORM_AGENCY = 'Plano';

export interface ReferenceIds {
  roles: { admin: string; mediaOwner: string };
  platformAgencyId: string;
}

/**
 * What every Plano database holds, demo or not (decision 0017): the policies of SPEC §6, the
 * platform's fixed roles with their policies, the platform's agency, and Chile's regions and communes
 * from the geodata files. Loaded on every start and by the demo seed; each statement is idempotent,
 * so it adds only what a database lacks (a policy or a commune of a newer release).
 */
export async function loadReferenceData(query: QueryFn, geodataDir: string): Promise<ReferenceIds> {
  await upsertGeodata(query, loadGeodata(geodataDir));
  const all = Object.values(POLICIES) as PolicyName[];
  await query(insertMissingPolicies(all));
  const roles = {
    admin: await platformRole(query, PLATFORM_ROLES.admin),
    mediaOwner: await platformRole(query, PLATFORM_ROLES.mediaOwner),
  };
  return { roles, platformAgencyId: await platformAgency(query) };
}

/** A platform role's id, the role and its policies added first where the database lacks them. */
export async function platformRole(
  query: QueryFn,
  role: { name: string; policies: readonly PolicyName[] },
): Promise<string> {
  await query(insertPlatformRoleIfMissing(role.name));
  const [row] = await query(platformRoleId(role.name));
  await query(grantMissingPolicies(row.id, role.policies));
  return row.id;
}

async function platformAgency(query: QueryFn): Promise<string> {
  const [found] = await query(firstAgencyNamed(PLATFORM_AGENCY));
  if (found) return found.id;
  const [made] = await query(insertAgency(PLATFORM_AGENCY));
  return made.id;
}
