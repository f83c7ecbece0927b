import type { PlanningFiltersInput } from '@plano/core';
import { fetchSuggInventoryMap } from './fetch-sugg-inventory-map.ts';

/**
 * Every site id matching the filters, for "select all across pages": the map call without bounds
 * answers them all in `inv_ids`, however many pages the grid has.
 */
export const fetchMatchingIds = (campId: string, filters: PlanningFiltersInput, networks: string[]) =>
  fetchSuggInventoryMap({ campId, filters, networks, include_nearby: false }).then((r) => r.inv_ids);
