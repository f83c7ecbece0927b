import type { MediaOwnerDto } from '@plano/core';
import { csvSafeCell, localToday } from '@plano/core';
import type { CsvExportParams, GridApi, ProcessCellForExportParams } from 'ag-grid-community';
import { DATA_COLUMNS } from './media-owner-columns.tsx';

/** Lists joined by commas, the upload state as the 'yes'/'no' of SPEC §3, the last update as an ISO date. */
function cellValue({ column, value, node }: ProcessCellForExportParams<MediaOwnerDto>): string {
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
}

/**
 * The CSV of the table: every cell through csvSafeCell, since names, aliases and phones are typed
 * by people (issue 23: a formula-like one ran when the file was opened); AG Grid quotes every cell.
 */
export function mediaOwnersCsvParams(): CsvExportParams {
  return {
    fileName: `plano-media-owners-${localToday()}.csv`,
    columnKeys: DATA_COLUMNS,
    processCellCallback: (params) => csvSafeCell(cellValue(params)),
  };
}

/** The rows the table shows (after its filters and sorting) as CSV; the last update sorts as text. */
export function exportMediaOwnersCsv(api: GridApi<MediaOwnerDto>): void {
  api.exportDataAsCsv(mediaOwnersCsvParams());
}
