import { PLATFORM_POLICIES, POLICIES, type PolicyName } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import type { Actor } from '../auth/index.ts';
import { agencyOwner, policiesByIds, rolePolicyNames } from './queries.ts';

/**
 * Who may hand out which policy (docs/decisions/0010-accounts.md). Nobody grants a platform policy
 * through an agency's roles; the account's owner grants every other one; any other member grants
 * only what they hold themselves, plus `read only access`, which grants nothing.
 */
export interface Grantor {
  actor: Actor;
  agencyId: string;
  isOwner: boolean;
}

export const isPlatformPolicy = (name: string) => PLATFORM_POLICIES.includes(name as PolicyName);

export function mayGrant(grantor: Grantor, policyName: string): boolean {
  if (isPlatformPolicy(policyName)) return false;
  if (grantor.isOwner || policyName === POLICIES.readOnly) return true;
  return grantor.actor.policies.includes(policyName);
}

/** The caller as a grantor inside their agency; media owners and platform users have no agency roles. */
export async function grantorOf(query: QueryFn, actor: Actor): Promise<Grantor> {
  if (!actor.agencyId) throw forbidden('Only members of an agency manage roles and members');
  const [agency] = await query(agencyOwner(actor.agencyId));
  return { actor, agencyId: actor.agencyId, isOwner: agency?.owner_user_id === actor.id };
}

/** The names of the policy ids, refused when one is unknown or not the caller's to grant. */
export async function grantablePolicyIds(query: QueryFn, grantor: Grantor, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await query(policiesByIds(unique));
  if (rows.length !== unique.length) badRequestPolicies();
  if (rows.some((r) => isPlatformPolicy(r.name)))
    throw forbidden('This policy is granted only by the platform');
  if (rows.some((r) => !mayGrant(grantor, r.name)))
    throw forbidden('You cannot grant a policy you do not hold');
  return unique;
}

function badRequestPolicies(): never {
  throw badRequest('Some policies do not exist', { policies: 'Some policies do not exist' });
}

/** The policies a role holds; a role the caller could not have made is not theirs to change or give. */
export async function assertRoleWithinGrant(
  query: QueryFn,
  grantor: Grantor,
  roleId: string,
  message: string,
) {
  const rows = await query(rolePolicyNames(roleId));
  if (rows.some((r) => !mayGrant(grantor, r.name))) throw forbidden(message);
}
