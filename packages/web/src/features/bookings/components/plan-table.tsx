import { Badge } from '@mantine/core';
import type { PlanRowDto } from '@plano/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { money, tableDate } from '../../../lib/format.ts';

const STATUS_COLORS: Record<string, string> = {
  planned: 'indigo',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  booked: 'green',
};

interface PlanTableProps {
  rows: PlanRowDto[] | undefined;
  loading: boolean;
}

/** The sites of the plan; the approval actions of a later release select rows here. */
export function PlanTable({ rows, loading }: PlanTableProps) {
  const { t } = useTranslation('bookings');
  const columns = useMemo<ColDef<PlanRowDto>[]>(
    () => [
      { field: 'site_code', headerName: t('table.siteCode'), width: 150, pinned: 'left' },
      { field: 'media_owner', headerName: t('table.mediaOwner'), width: 180 },
      { field: 'location', headerName: t('table.location'), flex: 1, minWidth: 220 },
      { field: 'supplier_code', headerName: t('table.supplierCode'), width: 170 },
      { field: 'width', headerName: t('table.width'), width: 115, type: 'rightAligned' },
      { field: 'height', headerName: t('table.height'), width: 115, type: 'rightAligned' },
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
        field: 'status',
        headerName: t('table.status'),
        width: 130,
        cellRenderer: ({ value }: { value?: string }) =>
          value ? (
            <Badge variant="light" color={STATUS_COLORS[value] ?? 'gray'}>
              {t(`status.${value}`, { defaultValue: value })}
            </Badge>
          ) : null,
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
    [t],
  );
  return (
    <DataGrid<PlanRowDto>
      rowData={rows}
      columnDefs={columns}
      getRowId={({ data }) => data.plan_row_id}
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
