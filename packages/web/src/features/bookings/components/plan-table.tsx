import type { PlanRowDto } from '@plano/core';
import type { AgGridReact } from 'ag-grid-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { usePlanColumns, usePlanPinning } from './plan-columns.tsx';

interface PlanTableProps {
  rows: PlanRowDto[] | undefined;
  loading: boolean;
  /** Selectable rows (Book Inventory); the open approval page passes its own. */
  onSelect?(siteIds: number[]): void;
  /** Which rows may be picked (the owner's page: only those awaiting its answer); all by default. */
  selectable?(row: PlanRowDto): boolean;
  gridRef?: Ref<AgGridReact<PlanRowDto>>;
}

/**
 * The sites of a plan with their status, all in the browser (the media owner's approval page: its
 * own part of one plan); selected rows feed its actions. Book Inventory pages on the server
 * (PlanPagedTable).
 */
export function PlanTable({ rows, loading, onSelect, selectable, gridRef }: PlanTableProps) {
  const { t } = useTranslation('bookings');
  const pinned = usePlanPinning();
  const columns = usePlanColumns(rows);
  return (
    <DataGrid<PlanRowDto>
      gridRef={gridRef}
      rowData={rows}
      rowSelection={
        onSelect
          ? {
              mode: 'multiRow',
              checkboxes: true,
              headerCheckbox: true,
              selectAll: 'filtered',
              ...(selectable
                ? {
                    isRowSelectable: (node) => !!node.data && selectable(node.data),
                    hideDisabledCheckboxes: true,
                  }
                : {}),
            }
          : undefined
      }
      // The checkboxes first, pinned with the code and status, not after them in the middle.
      selectionColumnDef={{ pinned }}
      onSelectionChanged={({ api }) => onSelect?.(api.getSelectedRows().map((row) => row._id))}
      columnDefs={columns}
      getRowId={({ data }) => data.plan_row_id}
      // A plan has a few hundred rows at most: render every column, so status and approver are
      // always in the page (for find-in-page and screen readers too).
      suppressColumnVirtualisation
      defaultColDef={{ resizable: true, sortable: true }}
      loading={loading}
      pagination
      paginationPageSize={20}
      paginationPageSizeSelector={[10, 20, 50, 100]}
      domLayout="autoHeight"
      overlayNoRowsTemplate={`<span>${t('table.empty')}</span>`}
    />
  );
}
