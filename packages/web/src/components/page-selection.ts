import type { IRowNode, SelectionChangedEvent } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';

// Selection events the grid raises by itself (new rows, our own sync) are not the reader's clicks.
const NOT_USER = new Set(['api', 'apiSelectAll', 'rowDataChanged', 'gridInitializing', 'selectableChanged']);

/**
 * A selection kept outside a server-paged grid, so that it outlives the page: each page's ticks
 * are set from `isSelected`, and a reader's tick or untick reports the ids of the page's rows that
 * `counts` holds, picked and dropped. Give the grid `onRowDataUpdated={applySelection}` and
 * `onSelectionChanged`.
 */
export function usePageSelection<Row extends { _id: number }>(
  gridRef: RefObject<AgGridReact<Row> | null>,
  rows: Row[] | undefined,
  isSelected: (row: Row) => boolean,
  onPick: (picked: number[], dropped: number[]) => void,
  counts: (row: Row) => boolean = () => true,
) {
  const applySelection = useCallback(() => {
    const api = gridRef.current?.api;
    if (!api) return;
    const select: IRowNode<Row>[] = [];
    const deselect: IRowNode<Row>[] = [];
    api.forEachNode((node) => {
      const wanted = node.data ? isSelected(node.data) : false;
      if (wanted !== Boolean(node.isSelected())) (wanted ? select : deselect).push(node);
    });
    if (select.length > 0) api.setNodesSelected({ nodes: select, newValue: true, source: 'api' });
    if (deselect.length > 0) api.setNodesSelected({ nodes: deselect, newValue: false, source: 'api' });
  }, [gridRef, isSelected]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of rows needs the selection too
  useEffect(applySelection, [applySelection, rows]);

  const onSelectionChanged = (event: SelectionChangedEvent<Row>) => {
    if (NOT_USER.has(event.source)) return;
    const picked: number[] = [];
    const dropped: number[] = [];
    event.api.forEachNode((node) => {
      if (node.data && counts(node.data)) (node.isSelected() ? picked : dropped).push(node.data._id);
    });
    onPick(picked, dropped);
  };
  return { applySelection, onSelectionChanged };
}

/**
 * Whether a server-paged grid with a selection shows its loading overlay: no rows yet, or the page
 * before still on screen while the next one comes (keepPreviousData). AG Grid's loading overlay
 * takes the pointer, so a tick cannot land on a row of the page that is going away.
 */
export const pageLoading = (query: { isPending: boolean; isPlaceholderData: boolean }): boolean =>
  query.isPending || query.isPlaceholderData;

/**
 * The ids selected across a server-paged grid's pages (as a set, and as a list for the actions):
 * `pick` takes usePageSelection's picked and dropped ids, `replace` sets the whole of it ("select
 * all", "clear"), `keep` narrows it to some.
 */
export function useSelectedIds() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pick = useCallback(
    (picked: number[], dropped: number[]) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of picked) next.add(id);
        for (const id of dropped) next.delete(id);
        return next;
      }),
    [],
  );
  const replace = useCallback((ids: Iterable<number>) => setSelected(new Set(ids)), []);
  const keep = useCallback(
    (ids: ReadonlySet<number>) => setSelected((current) => new Set([...current].filter((id) => ids.has(id)))),
    [],
  );
  const ids = useMemo(() => [...selected], [selected]);
  return { selected, ids, pick, replace, keep };
}
