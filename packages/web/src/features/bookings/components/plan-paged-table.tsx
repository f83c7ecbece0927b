import { PLAN_PAGE_SIZES, type PlanRowDto, type PlanSortField } from '@plano/core';
import type { IRowNode, SortChangedEvent } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { type RefObject, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { GridPager } from '../../../components/grid-pager.tsx';
import { usePageSelection } from '../../../components/page-selection.ts';
import type { PlanPageQuery } from '../api/fetch-booked-inventory.ts';
import { usePlanColumns, usePlanPinning } from './plan-columns.tsx';

type PlanPageSize = (typeof PLAN_PAGE_SIZES)[number];

interface PlanPagedTableProps {
  /** The page's rows, as the server sorted them. */
  rows: PlanRowDto[] | undefined;
  total: number;
  /** The loading overlay: `pageLoading(query)` (page-selection.ts). */
  loading: boolean;
  page: PlanPageQuery;
  onPage(page: PlanPageQuery): void;
  /** The selection across pages: the page's ticks show it, and a click changes it. */
  selectedIds: ReadonlySet<number>;
  onPick(picked: number[], dropped: number[]): void;
  /** Which rows may be picked (the owner's page: only those awaiting its answer); all by default. */
  selectable?(row: PlanRowDto): boolean;
  gridRef: RefObject<AgGridReact<PlanRowDto> | null>;
}

/**
 * A plan's table (Book Inventory's, and the owner's approval page's part of it): a page at a time,
 * sorted by the server (a header click asks for the whole plan in that order, from its first page),
 * and a selection that outlives the page (the header checkbox ticks the page; "select every site"
 * is the page's own button).
 */
export function PlanPagedTable(props: PlanPagedTableProps) {
  const { rows, total, loading, page, onPage, selectedIds, onPick, selectable, gridRef } = props;
  const { t } = useTranslation('bookings');
  const pinned = usePlanPinning();
  const planColumns = usePlanColumns(rows);
  // The rows come sorted: the grid shows its sort arrow but keeps the server's order, the order of
  // the rows it was given (it turns a comparator's answer round for a descending sort).
  const columns = useMemo(
    () =>
      planColumns.map((column) => ({
        ...column,
        comparator: (_a: unknown, _b: unknown, nodeA: IRowNode, nodeB: IRowNode, descending: boolean) =>
          (nodeA.sourceRowIndex - nodeB.sourceRowIndex) * (descending ? -1 : 1),
      })),
    [planColumns],
  );

  const isSelected = useCallback((row: PlanRowDto) => selectedIds.has(row._id), [selectedIds]);
  const { applySelection, onSelectionChanged } = usePageSelection(
    gridRef,
    rows,
    isSelected,
    onPick,
    selectable,
  );
  const onSortChanged = ({ api }: SortChangedEvent<PlanRowDto>) => {
    const sorted = api.getColumnState().find((column) => column.sort);
    const sort = sorted?.sort ? { field: sorted.colId as PlanSortField, dir: sorted.sort } : undefined;
    // New column definitions (another language) re-announce the same sort: the page stays.
    if (sort?.field === page.sort?.field && sort?.dir === page.sort?.dir) return;
    onPage({ ...page, page: 0, sort });
  };

  return (
    <>
      <DataGrid<PlanRowDto>
        gridRef={gridRef}
        rowData={rows}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: true,
          headerCheckbox: true,
          selectAll: 'all',
          ...(selectable
            ? {
                isRowSelectable: (node) => !!node.data && selectable(node.data),
                hideDisabledCheckboxes: true,
              }
            : {}),
        }}
        // The checkboxes first, pinned with the code and status, not after them in the middle.
        selectionColumnDef={{ pinned }}
        onSelectionChanged={onSelectionChanged}
        onRowDataUpdated={applySelection}
        onSortChanged={onSortChanged}
        columnDefs={columns}
        getRowId={({ data }) => data.plan_row_id}
        // A page is at most 100 rows: render every column, so status and approver are always in
        // the page (for find-in-page and screen readers too).
        suppressColumnVirtualisation
        defaultColDef={{ resizable: true, sortable: true }}
        loading={loading}
        domLayout="autoHeight"
        overlayNoRowsTemplate={`<span>${t('table.empty')}</span>`}
      />
      <GridPager<PlanPageSize>
        page={page.page}
        limit={page.limit}
        total={total}
        sizes={PLAN_PAGE_SIZES}
        onPage={(next) => onPage({ ...page, page: next })}
        onLimit={(limit) => onPage({ ...page, page: 0, limit })}
      />
    </>
  );
}
