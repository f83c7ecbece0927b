import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { forgetKeptSelection, readKeptSelection, writeKeptSelection } from './kept-selection.ts';

/** The sites picked for the plan, shared by the map, the grid and the selection bar. */
export interface SiteSelection {
  ids: ReadonlySet<number>;
  toggle(id: number): void;
  add(ids: readonly number[]): void;
  remove(ids: readonly number[]): void;
  /** 'Add All' replaces the selection with these ids; null clears it (SPEC §4). */
  replace(ids: readonly number[] | null): void;
  /** The sites were planned: empty, and nothing kept for the next visit. */
  forget(): void;
}

/**
 * The selection, kept under `keepKey` (see kept-selection.ts) while it changes and restored from
 * there on the first render. The page mounts one per campaign (keyed by campaign), so the key
 * never changes under a live selection.
 */
export function useSiteSelection(keepKey: string | null = null): SiteSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set(readKeptSelection(keepKey)));
  const forgotten = useRef(false);
  useEffect(() => {
    if (!forgotten.current) writeKeptSelection(keepKey, ids);
  }, [keepKey, ids]);
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const add = useCallback((more: readonly number[]) => {
    setIds((current) => {
      if (more.every((id) => current.has(id))) return current;
      return new Set([...current, ...more]);
    });
  }, []);
  const remove = useCallback((less: readonly number[]) => {
    setIds((current) => {
      if (!less.some((id) => current.has(id))) return current;
      const next = new Set(current);
      for (const id of less) next.delete(id);
      return next;
    });
  }, []);
  const replace = useCallback((all: readonly number[] | null) => setIds(new Set(all ?? [])), []);
  const forget = useCallback(() => {
    forgotten.current = true;
    forgetKeptSelection(keepKey);
    setIds(new Set());
  }, [keepKey]);
  return useMemo(
    () => ({ ids, toggle, add, remove, replace, forget }),
    [ids, toggle, add, remove, replace, forget],
  );
}
