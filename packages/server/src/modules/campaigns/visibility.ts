import { POLICIES } from '@plano/core';
import type { Actor } from '../auth/index.ts';

/**
 * Who sees which campaign (tenancy, docs/ARCHITECTURE.md): only campaigns of the caller's agency;
 * a member sees their own and those of their shared users; member managers see the whole agency.
 * Returns a SQL condition on alias `c` and its parameters, numbered from `firstParam`.
 */
export function visibleCampaigns(actor: Actor, firstParam: number): { where: string; params: unknown[] } {
  if (!actor.agencyId) return { where: 'false', params: [] };
  const p = (offset: number) => `$${firstParam + offset}`;
  if (actor.policies.includes(POLICIES.memberManagement)) {
    return { where: `c.agency_id = ${p(0)}`, params: [actor.agencyId] };
  }
  return {
    where: `c.agency_id = ${p(0)} and (c.created_by = ${p(1)} or c.created_by = any(${p(2)}::uuid[]))`,
    params: [actor.agencyId, actor.id, actor.sharedUsers],
  };
}
