import type { PlanningFiltersInput, PlanSelection } from '@plano/core';

/**
 * "Add All" over more sites than the map lists ids for (MAX_MAP_IDS, issue 22): the selection is
 * described — the map's filters and, for the map's switch, the bounds in view — and the server
 * resolves it. `total` is how many sites it held when counted (the map's total_count, or the
 * server's count on return); the planner may untick some afterwards (`excluded`).
 */
export interface MatchingSelection {
  selection: PlanSelection;
  total: number;
  excluded: ReadonlySet<number>;
}

/** What a call about the chosen sites sends: the ids, or the selection less the unticked ones. */
export type SitesChoiceBody = { inv_ids: number[] } | { selection: PlanSelection; exclude_ids: number[] };

export const matchingSize = (matching: MatchingSelection) =>
  Math.max(0, matching.total - matching.excluded.size);

export const matchingChoice = (matching: MatchingSelection): SitesChoiceBody => ({
  selection: matching.selection,
  exclude_ids: [...matching.excluded].sort((a, b) => a - b),
});

/**
 * Whether a site the screen shows belongs to the selection (unticked or not). Known only under the
 * selection's own filters, and inside its bounds when it has some: a site shown under other
 * filters may or may not match, so it is neither shown selected nor can it be ticked or unticked.
 */
export function belongsTo(
  matching: MatchingSelection,
  shownWith: PlanningFiltersInput,
  site: { lat: number; lng: number },
): boolean {
  if (JSON.stringify(matching.selection.filters ?? {}) !== JSON.stringify(shownWith)) return false;
  const bounds = matching.selection.bounds;
  return (
    !bounds ||
    (site.lat >= bounds.sw.lat &&
      site.lat <= bounds.ne.lat &&
      site.lng >= bounds.sw.lng &&
      site.lng <= bounds.ne.lng)
  );
}
