import type { TargetAudience } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import type { Candidate } from './optimizer.ts';
import { weeklyImpressionsSql } from './site-contacts.ts';
import { targetShareSql } from './target-share.ts';

/**
 * What the model reads of each site: where, how dear, whose, and its target impressions a week,
 * computed by the database from the numbers kept in `sites.audience_inputs` (decision 0036) — one
 * number a site crosses the wire, whatever the audience, so a search over a country's inventory
 * reads in one query what took it most of its time to unpack from the jsonb.
 */
function selectSites(audience: TargetAudience, fallbackShare: number, price: string): string {
  return `select s.id::float8 as id, s.lat, s.lng, ${price}::float8 as price, s.vendor_id::text as owner,
      (${weeklyImpressionsSql()} * ${targetShareSql(audience, fallbackShare)})::float8 as "weeklyTarget"
    from sites s`;
}

/** One string per owner, however many of its sites are read (a million sites, a few thousand owners). */
function sharingOwners(sites: Candidate[]): Candidate[] {
  const owners = new Map<string, string>();
  for (const site of sites) {
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
  return query<Candidate>(
    `${selectSites(audience, fallbackShare, 's.price')} where s.id = any((select $1::bigint[])::bigint[])`,
    [ids],
  );
}

/** The sites in a campaign's plan, at the price they entered it. */
export function plannedSites(
  query: QueryFn,
  audience: TargetAudience,
  campaignId: string,
  fallbackShare: number,
): Promise<Candidate[]> {
  return query<Candidate>(
    `${selectSites(audience, fallbackShare, 'pr.price')} join plan_rows pr on pr.site_id = s.id
      where pr.campaign_id = $1::uuid`,
    [campaignId],
  );
}

/** The sites matching a WHERE clause on `s` (the planning scope, its parameters in `values`), no dearer than maxPrice. */
export async function sitesInScope(
  query: QueryFn,
  audience: TargetAudience,
  scope: { where: string; values: unknown[] },
  maxPrice: number,
  fallbackShare: number,
): Promise<Candidate[]> {
  const sites = await query<Candidate>(
    `${selectSites(audience, fallbackShare, 's.price')}
      where ${scope.where} and s.price <= $${scope.values.length + 1}`,
    [...scope.values, Math.floor(maxPrice)],
  );
  return sharingOwners(sites);
}
