import { holdsAny, OWNER_COSTS, POLICIES, type SiteAdditionalDataDto } from '@plano/core';
import type { Actor } from '../../auth/index.ts';

/**
 * Who reads a site: the agency decides whose booked campaigns are named (tenancy), the media owner
 * and the policies whose costs are shown. An Actor is one; the open approval page and the deck job
 * build theirs from what their link or job carries.
 */
export type SiteViewer = Pick<Actor, 'agencyId' | 'vendorId' | 'policies'>;

/** An agency as such, for what goes to it and its clients (the deck): no owner's costs. */
export const agencyViewer = (agencyId: string | null): SiteViewer => ({
  agencyId,
  vendorId: null,
  policies: [],
});
/** A media owner's user known by a signed link, not a session: its own costs, no agency's names. */
export const ownerViewer = (vendorId: string): SiteViewer => ({ agencyId: null, vendorId, policies: [] });

/** The platform team: whoever runs the admin panel or manages media owners reads every owner's costs. */
const PLATFORM_COST_READERS = [POLICIES.adminPanel, POLICIES.masterVendorManagement];

/**
 * Issue 23, the one rule: a site's costs are its media owner's own business. Only that owner's users
 * and the platform team read them; an agency (any, self-registered or not) reads sell prices only.
 */
export function mayReadCosts(viewer: Pick<SiteViewer, 'vendorId' | 'policies'>, vendorId: string): boolean {
  return viewer.vendorId === vendorId || holdsAny(viewer.policies, PLATFORM_COST_READERS);
}

const amount = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/**
 * A stored additional_data as an answer holds it: score, kind and sell prices always; the owner's
 * costs only `withCosts`, and then only those stored (a missing cost stays missing, never zero).
 */
export function presentAdditionalData(
  stored: Record<string, unknown>,
  withCosts: boolean,
): SiteAdditionalDataDto {
  const present: SiteAdditionalDataDto = {
    final_score: amount(stored.final_score),
    static_digital: stored.static_digital === 'Digital' ? 'Digital' : 'Static',
    sell_price_1: amount(stored.sell_price_1),
    sell_price_2: amount(stored.sell_price_2),
    sell_price_3: amount(stored.sell_price_3),
    impression_sale_price: amount(stored.impression_sale_price),
  };
  if (withCosts)
    for (const key of OWNER_COSTS) if (typeof stored[key] === 'number') present[key] = stored[key];
  return present;
}
