import type { TargetAudience } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import type { SQL } from '../../db/sql.ts';
import { BREATHE_EVERY, breather } from './breather.ts';
import type { Candidate } from './optimizer.ts';
import { plannedSitesQuery, scopedSitesQuery, sitesByIdsQuery } from './queries.ts';

/**
 * One string per owner, however many of its sites are read (a million sites, a few thousand owners).
 * A million take ~0.14 s: the pass breathes as the search does, so no other call waits for it.
 */
async function sharingOwners(sites: Candidate[]): Promise<Candidate[]> {
  const owners = new Map<string, string>();
  const breathe = breather();
  for (let k = 0; k < sites.length; k++) {
    if ((k & BREATHE_EVERY) === 0) await breathe(0);
    const site = sites[k];
    const owner = owners.get(site.owner) ?? site.owner;
    owners.set(owner, owner);
    site.owner = owner;
  }
  return sites;
}

/** The sites of a list (unknown ids left out). */
export function sitesByIds(
  query: QueryFn,
  audience: TargetAudience,
  ids: readonly number[],
  fallbackShare: number,
): Promise<Candidate[]> {
  return query(sitesByIdsQuery(audience, ids, fallbackShare));
}

/** The sites in a campaign's plan, at the price they entered it. */
export function plannedSites(
  query: QueryFn,
  audience: TargetAudience,
  campaignId: string,
  fallbackShare: number,
): Promise<Candidate[]> {
  return query(plannedSitesQuery(audience, campaignId, fallbackShare));
}

/** The sites matching `scope` (a WHERE clause on `s`: planning's site scope), no dearer than maxPrice. */
export async function sitesInScope(
  query: QueryFn,
  audience: TargetAudience,
  scope: SQL,
  maxPrice: number,
  fallbackShare: number,
): Promise<Candidate[]> {
  const sites = await query(scopedSitesQuery(audience, scope, maxPrice, fallbackShare));
  return sharingOwners(sites);
}
