import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  forgetKeptSelection,
  type KeptSelection,
  readKeptSelection,
  writeKeptSelection,
} from './kept-selection.ts';
import {
  type MatchingSelection,
  matchingChoice,
  matchingSize,
  type SitesChoiceBody,
} from './matching-selection.ts';

/** The sites picked for the plan, shared by the map, the grid and the selection bar. */
export interface SiteSelection {
  /** The sites picked one by one or by Add All while the map listed their ids. */
  ids: ReadonlySet<number>;
  /** Add All past the map's id limit: a described selection (then `ids` is empty). */
  matching: MatchingSelection | null;
  /** How many sites are selected, either way. */
  size: number;
  /** What the budget, Plan and the kept-selection check send. */
  choice: SitesChoiceBody;
  /** Ticks or unticks a site (of a matching selection: only one that belongs to it). */
  toggle(id: number): void;
  add(ids: readonly number[]): void;
  remove(ids: readonly number[]): void;
  /** 'Add All' replaces the selection with these ids; null clears it (SPEC §4). */
  replace(ids: readonly number[] | null): void;
  /** 'Add All' over a selection described, not listed (issue 22). */
  replaceWithMatching(matching: Omit<MatchingSelection, 'excluded'>): void;
  /** The server counted the matching selection again (on return): its new total. */
  recount(total: number): void;
  /** The sites were planned: empty, and nothing kept for the next visit. */
  forget(): void;
}

const EMPTY: KeptSelection = { ids: new Set(), matching: null };

/** The same kind of selection with a new set: the ids listed, or the unticked sites of a matching one. */
const withSet = (current: KeptSelection, set: ReadonlySet<number>): KeptSelection =>
  current.matching
    ? { ids: current.ids, matching: { ...current.matching, excluded: set } }
    : { ids: set, matching: null };

/**
 * The selection, kept under `keepKey` (see kept-selection.ts) while it changes and restored from
 * there on the first render. The page mounts one per campaign (keyed by campaign), so the key
 * never changes under a live selection. A matching selection is ticked and unticked through its
 * `excluded` set: `add` and `remove` take sites that belong to it (callers check with belongsTo).
 */
export function useSiteSelection(keepKey: string | null = null): SiteSelection {
  const [state, setState] = useState<KeptSelection>(() => readKeptSelection(keepKey));
  const forgotten = useRef(false);
  useEffect(() => {
    if (!forgotten.current) writeKeptSelection(keepKey, state);
  }, [keepKey, state]);

  const change = useCallback((ids: readonly number[], tick: boolean) => {
    setState((current) => {
      // Ticking a site of a matching selection takes it out of the unticked ones.
      const inSet = current.matching ? !tick : tick;
      const set = new Set(current.matching ? current.matching.excluded : current.ids);
      const before = set.size;
      for (const id of ids) {
        if (inSet) set.add(id);
        else set.delete(id);
      }
      return set.size === before ? current : withSet(current, set);
    });
  }, []);
  const add = useCallback((ids: readonly number[]) => change(ids, true), [change]);
  const remove = useCallback((ids: readonly number[]) => change(ids, false), [change]);
  const toggle = useCallback(
    (id: number) =>
      setState((current) => {
        const set = new Set(current.matching ? current.matching.excluded : current.ids);
        if (!set.delete(id)) set.add(id);
        return withSet(current, set);
      }),
    [],
  );
  const replace = useCallback(
    (all: readonly number[] | null) => setState({ ids: new Set(all ?? []), matching: null }),
    [],
  );
  const replaceWithMatching = useCallback(
    (matching: Omit<MatchingSelection, 'excluded'>) =>
      setState({ ids: new Set(), matching: { ...matching, excluded: new Set() } }),
    [],
  );
  const recount = useCallback(
    (total: number) =>
      setState((current) =>
        current.matching ? { ...current, matching: { ...current.matching, total } } : current,
      ),
    [],
  );
  const forget = useCallback(() => {
    forgotten.current = true;
    forgetKeptSelection(keepKey);
    setState(EMPTY);
  }, [keepKey]);
  return useMemo(() => {
    const { ids, matching } = state;
    return {
      ids,
      matching,
      size: matching ? matchingSize(matching) : ids.size,
      choice: matching ? matchingChoice(matching) : { inv_ids: [...ids].sort((a, b) => a - b) },
      toggle,
      add,
      remove,
      replace,
      replaceWithMatching,
      recount,
      forget,
    };
  }, [state, toggle, add, remove, replace, replaceWithMatching, recount, forget]);
}
