import type { MediaOwnerDto } from '@plano/core';
import { localToday } from '@plano/core';
import type { GridApi } from 'ag-grid-community';
import { DATA_COLUMNS } from './media-owner-columns.tsx';

/**
 * The rows the table shows (after its filters and sorting) as CSV: lists joined by commas, the
 * upload state as the 'yes'/'no' of SPEC §3 and the last update as an ISO date, so it sorts.
 */
export function exportMediaOwnersCsv(api: GridApi<MediaOwnerDto>): void {
  api.exportDataAsCsv({
    fileName: `plano-media-owners-${localToday()}.csv`,
    columnKeys: DATA_COLUMNS,
    processCellCallback: ({ column, value, node }) => {
      const owner = node?.data;
      if (!owner) return value == null ? '' : String(value);
      switch (column.getColId()) {
        case 'inv_uploaded':
          return owner.inv_uploaded;
        case 'inv_last_updated':
          return owner.inv_last_updated?.slice(0, 10) ?? '';
        default:
          return value == null ? '' : String(value);
      }
    },
  });
}
