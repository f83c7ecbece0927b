import type { PlanningFiltersInput } from '@plano/core';
import type { MatchingSelection } from '../components/selection/matching-selection.ts';
import { fetchSuggInventoryMap } from './fetch-sugg-inventory-map.ts';

/**
 * Every site matching the filters, for "select all across pages": the map call without bounds
 * answers their ids in `inv_ids` while they are few enough (MAX_MAP_IDS); past that it leaves them
 * out, and the selection is described instead, for the server to resolve (issue 22).
 */
export const fetchMatchingIds = (
  campId: string,
  filters: PlanningFiltersInput,
  networks: string[],
): Promise<{ ids: number[] } | Omit<MatchingSelection, 'excluded'>> =>
  fetchSuggInventoryMap({ campId, filters, networks, include_nearby: false }).then((r) =>
    r.inv_ids ? { ids: r.inv_ids } : { selection: { filters, networks }, total: r.total_count },
  );
