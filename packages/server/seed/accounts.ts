import { AGENCY_POLICIES, BUSINESS_UNITS, POLICIES, type PolicyName } from '@plano/core';
import type { QueryFn } from '../src/db/client.ts';
import { PLATFORM_AGENCY, type ReferenceIds } from '../src/modules/admin/reference-data.ts';
import { VENDORS } from './catalog.ts';
import {
  allPolicies,
  grantPolicies,
  insertAgency,
  insertDemoUser,
  insertRole,
  insertVendors,
  setAgencyOwner,
} from './queries.ts';
import type { Random } from './random.ts';
import type { SiteVendor } from './sites.ts';

export const DEMO_AGENCY = 'Andes Media Group';
export const DEMO_PASSWORD = 'plano-demo';

/** The demo accounts; all share the password `plano-demo`. */
export const DEMO_USERS = {
  admin: { email: 'admin@plano.test', name: 'Camila Rojas', phone: '+56 9 6123 4501' },
  manager: { email: 'manager@plano.test', name: 'Sofía Herrera', phone: '+56 9 6123 4506' },
  planner: { email: 'planner@plano.test', name: 'Ana González', phone: '+56 9 6123 4502' },
  approver: { email: 'approver@plano.test', name: 'Matías Fuentes', phone: '+56 9 6123 4503' },
  owner: { email: 'owner@plano.test', name: 'Diego Sepúlveda', phone: '+56 9 6123 4504' },
  viewer: { email: 'viewer@plano.test', name: 'Valentina Soto', phone: '+56 9 6123 4505' },
} as const;

const PLANNERS: PolicyName[] = [
  POLICIES.createCampaign,
  POLICIES.addToPlan,
  POLICIES.campaignUpdate,
  POLICIES.deleteCampaign,
  POLICIES.exportData,
  POLICIES.approver,
  POLICIES.campaignTransfer,
];
const APPROVERS: PolicyName[] = [
  POLICIES.internalApproval,
  POLICIES.removeBookedInventory,
  POLICIES.exportData,
];

export interface Accounts {
  agencyId: string;
  plannerId: string;
  approverId: string;
  vendors: SiteVendor[];
}

/**
 * The demo agency with its roles, the media owners and the demo users; the policies, the platform's
 * roles and its agency are reference data, already there (`reference`).
 */
export async function seedAccounts(
  query: QueryFn,
  random: Random,
  options: { passwordHash: string; regionNames: Map<number, string>; today: Date; reference: ReferenceIds },
): Promise<Accounts> {
  const policies = await query(allPolicies());
  const policyId = new Map(policies.map((p) => [p.name, p.id]));
  const role = async (agencyId: string | null, name: string, names: readonly PolicyName[]) => {
    const [{ id }] = await query(insertRole(agencyId, name));
    await query(
      grantPolicies(
        id,
        names.map((n) => policyId.get(n) ?? ''),
      ),
    );
    return id;
  };

  const platformAgency = options.reference.platformAgencyId;
  const [{ id: agencyId }] = await query(insertAgency(DEMO_AGENCY));
  const roles = {
    ...options.reference.roles,
    planners: await role(agencyId, 'planners', PLANNERS),
    approvers: await role(agencyId, 'approvers', APPROVERS),
    readOnly: await role(agencyId, 'read only', [POLICIES.readOnly]),
  };
  const agencyOwnerRole = await role(agencyId, 'owner', AGENCY_POLICIES);

  const vendorRows = VENDORS.map((v, i) => ({
    name: v.name,
    states: (v.regions ?? [...options.regionNames.keys()]).map((code) => options.regionNames.get(code) ?? ''),
    aliases: v.aliases,
    phone: `+56 9 ${random.int(2000, 9999)} ${random.int(1000, 9999)}`,
    email: `contacto@${v.slug}.test`,
    inv_last_updated: new Date(options.today.getTime() - (3 + i * 4) * 86_400_000).toISOString(),
  }));
  const inserted = await query(insertVendors(JSON.stringify(vendorRows)));
  const vendorId = new Map(inserted.map((v) => [v.name, v.id]));
  const vendors: SiteVendor[] = VENDORS.map((seed) => ({
    id: vendorId.get(seed.name)!,
    seed,
    taxId: rut(76_100_000 + random.int(0, 899_999)),
    margin: Math.round(random.float(0.58, 0.72) * 100) / 100,
  }));

  const insertUser = (
    who: { email: string; name: string; phone: string },
    values: {
      company: string;
      role: string;
      agency?: string;
      vendor?: string;
      units: string[];
      shared?: string[];
    },
  ) =>
    query(
      insertDemoUser({
        ...who,
        passwordHash: options.passwordHash,
        company: values.company,
        roleId: values.role,
        agencyId: values.agency ?? null,
        vendorId: values.vendor ?? null,
        units: values.units,
        shared: values.shared ?? [],
      }),
    ).then(([row]) => row.id);
  const units = [...BUSINESS_UNITS];
  const admin = await insertUser(DEMO_USERS.admin, {
    company: PLATFORM_AGENCY,
    role: roles.admin,
    agency: platformAgency,
    units,
  });
  // The agency's owner: holds every agency policy and manages its roles and members.
  const managerId = await insertUser(DEMO_USERS.manager, {
    company: DEMO_AGENCY,
    role: agencyOwnerRole,
    agency: agencyId,
    units,
  });
  const plannerId = await insertUser(DEMO_USERS.planner, {
    company: DEMO_AGENCY,
    role: roles.planners,
    agency: agencyId,
    units,
  });
  // Approver and viewer share the planner, so they see the planner's campaigns.
  const approverId = await insertUser(DEMO_USERS.approver, {
    company: DEMO_AGENCY,
    role: roles.approvers,
    agency: agencyId,
    units: [BUSINESS_UNITS[0], BUSINESS_UNITS[2]],
    shared: [plannerId],
  });
  await insertUser(DEMO_USERS.viewer, {
    company: DEMO_AGENCY,
    role: roles.readOnly,
    agency: agencyId,
    units: [BUSINESS_UNITS[0]],
    shared: [plannerId],
  });
  await insertUser(DEMO_USERS.owner, {
    company: VENDORS[0].name,
    role: roles.mediaOwner,
    vendor: vendors[0].id,
    units: [],
  });
  // Every other media owner has a login user too, so Send For Approval can reach each by link.
  for (const [index, seed] of VENDORS.entries()) {
    if (index === 0) continue;
    await insertUser(
      {
        email: `owner.${seed.short.toLowerCase()}@plano.test`,
        name: `${seed.name} (ventas)`,
        phone: `+56 2 2400 ${1000 + index}`,
      },
      { company: seed.name, role: roles.mediaOwner, vendor: vendors[index].id, units: [] },
    );
  }
  await query(setAgencyOwner(platformAgency, admin, true));
  await query(setAgencyOwner(agencyId, managerId, false));
  return { agencyId, plannerId, approverId, vendors };
}

/** A Chilean RUT with its check digit (modulo 11), formatted 76.543.210-K. */
export function rut(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return `${String(body).replace(/\B(?=(\d{3})+$)/g, '.')}-${check}`;
}
