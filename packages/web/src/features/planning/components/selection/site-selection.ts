import { useCallback, useMemo, useState } from 'react';

/** The sites picked for the plan, shared by the map, the grid and the selection bar. */
export interface SiteSelection {
  ids: ReadonlySet<number>;
  toggle(id: number): void;
  add(ids: readonly number[]): void;
  remove(ids: readonly number[]): void;
  /** 'Add All' replaces the selection with these ids; null clears it (SPEC §4). */
  replace(ids: readonly number[] | null): void;
}

export function useSiteSelection(): SiteSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
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
  return useMemo(() => ({ ids, toggle, add, remove, replace }), [ids, toggle, add, remove, replace]);
}
