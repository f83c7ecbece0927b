import type { CampaignDto, DistinctPlanningFilters } from '@plano/core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

export interface Facets {
  distinctFilters: DistinctPlanningFilters;
  networks: string[];
}

// Option lists scan every site of a campaign's area: worth keeping for a minute, keyed by that area.
const cache = new LRUCache<string, Promise<Facets>>({ max: 500, ttl: 60_000 });

/** Forget the option lists, e.g. after an inventory upload. */
export function invalidateFacets(): void {
  cache.clear();
}

export function campaignFacets(database: Database, camp: CampaignDto): Promise<Facets> {
  const key = JSON.stringify([camp.states, camp.cities, camp.media_type]);
  let facets = cache.get(key);
  if (!facets) {
    facets = loadFacets(database, camp).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, facets);
  }
  return facets;
}

interface FacetRow {
  media_owner: string[] | null;
  sec_classification: string[] | null;
  sec_600mt: string[] | null;
  format: string[] | null;
  media_type: string[] | null;
  traffic_density: string[] | null;
  networks: string[] | null;
}

async function loadFacets(database: Database, camp: CampaignDto): Promise<Facets> {
  const p = new SqlParams();
  const where = siteScope(p, camp, {}, { includePlanned: true });
  const [row] = await database.query<FacetRow>(
    `with scoped as (select s.vendor_id, s.sec_classification, s.sec_600mt, s.format, s.media_type, s.traffic_density, s.networks
                       from sites s where ${where})
     select (select array_agg(v.name order by v.name) from vendors v where v.id in (select distinct vendor_id from scoped)) as media_owner,
            (select array_agg(distinct sec_classification order by sec_classification) from scoped) as sec_classification,
            (select array_agg(distinct sec_600mt order by sec_600mt) from scoped) as sec_600mt,
            (select array_agg(distinct format order by format) from scoped) as format,
            (select array_agg(distinct media_type order by media_type) from scoped) as media_type,
            (select array_agg(distinct traffic_density order by traffic_density) from scoped) as traffic_density,
            (select array_agg(distinct n order by n) from scoped, unnest(scoped.networks) n) as networks`,
    p.values,
  );
  return {
    distinctFilters: {
      media_owner: row?.media_owner ?? [],
      sec_classification: row?.sec_classification ?? [],
      sec_600mt: row?.sec_600mt ?? [],
      format: row?.format ?? [],
      media_type: row?.media_type ?? [],
      traffic_density: row?.traffic_density ?? [],
    },
    networks: row?.networks ?? [],
  };
}
