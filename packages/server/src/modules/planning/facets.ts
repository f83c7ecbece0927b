import type { DistinctPlanningFilters } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { areaCache } from './area-cache.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { densestPlace } from './map-cells.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

export interface Facets {
  distinctFilters: DistinctPlanningFilters;
  networks: string[];
  /** [lng, lat] of the densest fine cell's sites (map-cells.ts), where the map opens; null without sites. */
  centre: [number, number] | null;
}

// Option lists scan every site of a campaign area (seconds at a million sites): kept ten minutes per
// area and refreshed in the background. Inventory uploads and planning toggles should call
// invalidateFacets() so a new value shows at once.
const cache = areaCache(loadFacets, 10 * 60_000);

/** Forget the option lists, e.g. after an inventory upload. */
export function invalidateFacets(): void {
  cache.clear();
}

export function campaignFacets(database: Database, camp: CampaignScope): Promise<Facets> {
  return cache.get(database, camp);
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

async function loadFacets(database: Database, camp: CampaignScope): Promise<Facets> {
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
  const centre = await densestPlace(database, camp);
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
    centre,
  };
}
