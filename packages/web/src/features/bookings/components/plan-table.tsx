import { Badge, Tooltip } from '@mantine/core';
import type { PlanRowDto } from '@plano/core';
import type { ColDef } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { formatNumber, money, tableDate } from '../../../lib/format.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { STATUS_COLORS } from './plan-status.ts';

interface PlanTableProps {
  rows: PlanRowDto[] | undefined;
  loading: boolean;
  /** Selectable rows (Book Inventory); the open approval page passes its own. */
  onSelect?(siteIds: number[]): void;
  /** Which rows may be picked (the owner's page: only those awaiting its answer); all by default. */
  selectable?(row: PlanRowDto): boolean;
  gridRef?: Ref<AgGridReact<PlanRowDto>>;
}

// 1,2 in Spanish, 1.2 in English.
const metres = ({ value }: { value: number | null | undefined }) =>
  typeof value === 'number' ? formatNumber(value) : '';

/** The sites of the plan with their status; selected rows feed the approval actions. */
export function PlanTable({ rows, loading, onSelect, selectable, gridRef }: PlanTableProps) {
  const { t } = useTranslation('bookings');
  // On a phone two pinned columns and the checkboxes are wider than the grid: AG Grid unpins some
  // and the site code ends cut at the right edge. There nothing is pinned; the grid scrolls.
  const phone = usePhone();
  // null, not undefined: AG Grid keeps a pinned column pinned when its new definition leaves it out.
  const pinned = phone ? null : 'left';
  const twoBadges = !!rows?.some((row) => row.booked_elsewhere && row.status !== 'booked');
  const columns = useMemo<ColDef<PlanRowDto>[]>(
    () => [
      { field: 'site_code', headerName: t('table.siteCode'), width: 150, pinned },
      // Right after the code: the status is what every action on the plan depends on.
      {
        field: 'status',
        headerName: t('table.status'),
        // 'AWAITING OWNER' whole in its pill.
        width: 180,
        pinned,
        // A site another campaign has booked for these dates says so beside its status: it can be
        // neither sent for approval nor booked.
        cellRenderer: ({ value, data }: { value?: string; data?: PlanRowDto }) =>
          value ? (
            <>
              <Badge variant="light" color={STATUS_COLORS[value] ?? 'gray'}>
                {t(`status.${value}`, { defaultValue: value })}
              </Badge>
              {data?.booked_elsewhere && value !== 'booked' && (
                <Tooltip label={t('issues.bookedElsewhereHint')} multiline w={260} withArrow>
                  <Badge
                    ml={4}
                    variant="filled"
                    color="grape"
                    tabIndex={0}
                    data-testid="plan-booked-elsewhere"
                  >
                    {t('issues.bookedElsewhereBadge')}
                  </Badge>
                </Tooltip>
              )}
            </>
          ) : null,
        // Wide enough for both badges when one of the rows carries the second.
        ...(twoBadges ? { width: 300 } : {}),
      },
      { field: 'media_owner', headerName: t('table.mediaOwner'), width: 180 },
      { field: 'location', headerName: t('table.location'), flex: 1, minWidth: 220 },
      { field: 'supplier_code', headerName: t('table.supplierCode'), width: 170 },
      {
        field: 'width',
        headerName: t('table.width'),
        width: 115,
        type: 'rightAligned',
        valueFormatter: metres,
      },
      {
        field: 'height',
        headerName: t('table.height'),
        width: 115,
        type: 'rightAligned',
        valueFormatter: metres,
      },
      { field: 'city', headerName: t('table.city'), width: 130 },
      { field: 'media_type', headerName: t('table.mediaType'), width: 140 },
      {
        field: 'price',
        headerName: t('table.price'),
        width: 140,
        type: 'rightAligned',
        valueFormatter: ({ value }) => (typeof value === 'number' ? money(value) : ''),
      },
      {
        field: 'approved_by',
        headerName: t('table.approvedBy'),
        width: 150,
        valueFormatter: ({ value }) => value ?? '—',
      },
      {
        field: 'booking_start',
        headerName: t('table.bookingStart'),
        width: 170,
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
      },
      {
        field: 'booking_end',
        headerName: t('table.bookingEnd'),
        width: 170,
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
      },
    ],
    [t, pinned, twoBadges],
  );
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
