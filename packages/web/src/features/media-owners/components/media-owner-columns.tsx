import type { MediaOwnerDto } from '@plano/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDate, tableDateWidth } from '../../../lib/format.ts';
import { EditCell, InventoryLinkCell, UploadedCell } from './media-owner-cells.tsx';

/** Columns that hold data: the CSV export takes these, not the link and edit columns. */
export const DATA_COLUMNS = [
  'name',
  'states',
  'aliases',
  'phone',
  'email',
  'inv_uploaded',
  'inv_last_updated',
] as const;

// Every data column has a filter under its header (SPEC §2: a text filter per column), applied by
// the server (issue 22): "contains" alone, one condition, as the server matches.
const textFilter: ColDef<MediaOwnerDto> = {
  filter: 'agTextColumnFilter',
  floatingFilter: true,
  suppressFloatingFilterButton: true,
  filterParams: { buttons: ['reset'], maxNumConditions: 1, filterOptions: ['contains'] },
};
// The last update is a day: on, before, after or between days (both ends included).
const dateFilter: ColDef<MediaOwnerDto> = {
  filter: 'agDateColumnFilter',
  floatingFilter: true,
  filterParams: {
    buttons: ['reset'],
    maxNumConditions: 1,
    filterOptions: ['equals', 'lessThan', 'greaterThan', 'inRange'],
    inRangeInclusive: true,
  },
};
const CENTER = { display: 'flex', alignItems: 'center' };

export function useMediaOwnerColumns(
  onEdit: (owner: MediaOwnerDto, field: 'phone' | 'email') => void,
): ColDef<MediaOwnerDto>[] {
  const { t } = useTranslation('media-owners');
  return useMemo(
    () => [
      {
        ...textFilter,
        colId: 'name',
        field: 'name',
        headerName: t('columns.name'),
        pinned: 'left',
        width: 220,
        cellStyle: { fontWeight: 600 },
        tooltipField: 'name',
      },
      {
        ...textFilter,
        colId: 'states',
        headerName: t('columns.states'),
        valueGetter: ({ data }) => data?.states.join(', ') ?? '',
        tooltipValueGetter: ({ value }) => value,
        minWidth: 200,
        flex: 2,
      },
      {
        ...textFilter,
        colId: 'aliases',
        headerName: t('columns.aliases'),
        valueGetter: ({ data }) => data?.aliases.join(', ') ?? '',
        width: 150,
      },
      { ...textFilter, colId: 'phone', field: 'phone', headerName: t('columns.phone'), width: 165 },
      {
        ...textFilter,
        colId: 'email',
        field: 'email',
        headerName: t('columns.email'),
        minWidth: 240,
        flex: 1,
      },
      {
        ...textFilter,
        colId: 'inv_uploaded',
        headerName: t('columns.uploaded'),
        // Filtered as the words the reader sees ('yes'/'sí'), drawn as a check.
        valueGetter: ({ data }) => (data?.inv_uploaded === 'yes' ? t('cells.yes') : t('cells.no')),
        cellRenderer: UploadedCell,
        cellStyle: CENTER,
        width: 130,
      },
      {
        colId: 'inventory',
        headerName: t('columns.inventory'),
        cellRenderer: InventoryLinkCell,
        sortable: false,
        cellStyle: CENTER,
        // Pinned with Edit: the row's actions stay in view when the table scrolls sideways.
        pinned: 'right',
        width: 124,
      },
      {
        ...dateFilter,
        colId: 'inv_last_updated',
        headerName: t('columns.lastUpdated'),
        valueGetter: ({ data }) => (data?.inv_last_updated ? tableDate(data.inv_last_updated) : ''),
        width: tableDateWidth(),
      },
      {
        colId: 'edit',
        headerName: t('columns.edit'),
        cellRenderer: EditCell,
        cellRendererParams: { onEdit },
        sortable: false,
        pinned: 'right',
        width: 100,
      },
    ],
    [t, onEdit],
  );
}
