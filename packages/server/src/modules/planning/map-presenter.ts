import type { DistinctPlanningFilters } from '@plano/core';
import type { MapInventoryJson } from './service.ts';

/**
 * The body of /v2/fetch_sugg_inventory_map: {plano_inventory, total_count, nearby, inv_ids,
 * distinctFilters}. The two long lists are JSON the database wrote and the places are JSON kept in
 * memory, so the only work left per pan is joining strings. `nearbyJson` null leaves the places out
 * (the caller has them from /fetch_nearby_places).
 */
export function presentMapAnswer(
  inventory: MapInventoryJson,
  nearbyJson: string | null,
  distinctFilters: DistinctPlanningFilters,
): string {
  const nearby = nearbyJson === null ? '' : `"nearby":${nearbyJson},`;
  return `{"plano_inventory":${inventory.sites},"total_count":${inventory.total},${nearby}"inv_ids":${inventory.ids},"distinctFilters":${JSON.stringify(distinctFilters)}}`;
}
