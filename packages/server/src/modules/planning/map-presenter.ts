import type { DistinctPlanningFilters } from '@plano/core';
import type { MapInventoryJson } from './service.ts';

/**
 * The body of /v2/fetch_sugg_inventory_map: {plano_inventory, clusters?, total_count, nearby?,
 * inv_ids?, distinctFilters}. Past MAX_MAP_MARKERS `plano_inventory` is empty and `clusters` says
 * where the sites are; past MAX_MAP_IDS `inv_ids` is absent (too many to list). The long lists are JSON the database wrote and the places are JSON kept in
 * memory, so the only work left per pan is joining strings. `nearbyJson` null leaves the places out
 * (the caller has them from /fetch_nearby_places).
 */
export function presentMapAnswer(
  inventory: MapInventoryJson,
  nearbyJson: string | null,
  distinctFilters: DistinctPlanningFilters,
): string {
  const nearby = nearbyJson === null ? '' : `"nearby":${nearbyJson},`;
  const clusters = inventory.clusters === null ? '' : `"clusters":${inventory.clusters},`;
  const ids = inventory.ids === null ? '' : `"inv_ids":${inventory.ids},`;
  return `{"plano_inventory":${inventory.sites ?? '[]'},${clusters}"total_count":${inventory.total},${nearby}${ids}"distinctFilters":${JSON.stringify(distinctFilters)}}`;
}
