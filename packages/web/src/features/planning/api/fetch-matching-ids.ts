import type { PlanningFiltersInput } from '@plano/core';
import { fetchSuggInventoryMap } from './fetch-sugg-inventory-map.ts';

/**
 * Every site id matching the filters, for "select all across pages": the map call without bounds
 * answers them all in `inv_ids`, however many pages the grid has. Null when they are more than
 * MAX_MAP_IDS: the answer does not list them (too many to send as a list).
 */
export const fetchMatchingIds = (
  campId: string,
  filters: PlanningFiltersInput,
  networks: string[],
): Promise<number[] | null> =>
  fetchSuggInventoryMap({ campId, filters, networks, include_nearby: false }).then((r) => r.inv_ids ?? null);
