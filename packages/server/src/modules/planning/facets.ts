import type { DistinctPlanningFilters } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { areaCache } from './area-cache.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { facetsQuery, recountFacetsQuery } from './queries/facets.ts';
import { densestPlaceQuery } from './queries/map-cells.ts';

export interface Facets {
  distinctFilters: DistinctPlanningFilters;
  networks: string[];
  /** [lng, lat] of the densest fine cell's sites (map-cells.ts), where the map opens; null without sites. */
  centre: [number, number] | null;
}

// Option lists are read from the values kept per area (site_facets, decision 0039): milliseconds even
// at a million sites, so they are kept only a minute, to spare the read on every pan of the map.
// Inventory uploads and edits call invalidateFacets() so a new value shows at once.
const cache = areaCache(loadFacets);

/**
 * After sites were written (an upload, an edit, a delete): the option lists forget their old values,
 * and the areas that lost values are recounted at once, in the background, so that the next planner
 * to open them does not wait for it. A recount that fails leaves its marks: the next read does it.
 */
export function invalidateFacets(database: Database): void {
  cache.clear();
  database.query(recountFacetsQuery()).then(
    () => cache.clear(),
    () => {},
  );
}

export function campaignFacets(database: Database, camp: CampaignScope): Promise<Facets> {
  return cache.get(database, camp);
}

async function loadFacets(database: Database, camp: CampaignScope): Promise<Facets> {
  // First the areas that lost sites since their last read: a commune's sites, read again.
  await database.query(recountFacetsQuery(camp));
  const [row] = await database.query(facetsQuery(camp));
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

/**
 * Where the campaign's sites are densest: the centre of its fullest fine cell (~2 km), planned
 * sites included; null without sites. A read of the kept cells, so the map opens at once.
 */
export async function densestPlace(
  database: Database,
  camp: CampaignScope,
): Promise<[number, number] | null> {
  const [row] = await database.query(densestPlaceQuery(camp));
  return row ? [Number(row.lng), Number(row.lat)] : null;
}
