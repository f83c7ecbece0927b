import { POLICIES, POLICY_DESCRIPTIONS, type PolicyName } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { loadGeodata, upsertGeodata } from '../geo/index.ts';

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
  await query(
    `insert into policies (name, description)
     select name, description from json_to_recordset($1::json) as x(name text, description text)
     on conflict (name) do nothing`,
    [JSON.stringify(all.map((name) => ({ name, description: POLICY_DESCRIPTIONS[name] })))],
  );
  const roles = {
    admin: await platformRole(query, PLATFORM_ROLES.admin),
    mediaOwner: await platformRole(query, PLATFORM_ROLES.mediaOwner),
  };
  return { roles, platformAgencyId: await platformAgency(query) };
}

async function platformRole(query: QueryFn, role: { name: string; policies: PolicyName[] }): Promise<string> {
  await query('insert into roles (agency_id, name) values (null, $1) on conflict do nothing', [role.name]);
  const [row] = await query<{ id: string }>('select id from roles where agency_id is null and name = $1', [
    role.name,
  ]);
  await query(
    `insert into role_policies (role_id, policy_id)
     select $1, id from policies where name = any($2::text[])
     on conflict do nothing`,
    [row.id, role.policies],
  );
  return row.id;
}

async function platformAgency(query: QueryFn): Promise<string> {
  const [found] = await query<{ id: string }>(
    'select id from agencies where name = $1 order by created_at, id limit 1',
    [PLATFORM_AGENCY],
  );
  if (found) return found.id;
  const [made] = await query<{ id: string }>('insert into agencies (name) values ($1) returning id', [
    PLATFORM_AGENCY,
  ]);
  return made.id;
}
