import { type CampaignDto, type CampaignTab, csvSafeCell, localToday } from '@plano/core';
import type { CsvExportParams, GridApi, ProcessCellForExportParams } from 'ag-grid-community';
import { tableDate } from '../../../lib/format.ts';
import { DATA_COLUMNS, hasPlan, PLAN_DATA_COLUMNS } from './campaign-columns.tsx';

/** A cell's readable value: the creator's e-mail, whole pesos, dates as in the table, states joined. */
function cellValue({ column, value, node }: ProcessCellForExportParams<CampaignDto>): string {
  const camp = node?.data;
  if (!camp) return value == null ? '' : String(value);
  switch (column.getColId()) {
    case 'created_by':
      return camp.created_by.email;
    case 'budget':
      return String(camp.budget);
    case 'start_date':
      return tableDate(camp.start_date);
    case 'end_date':
      return tableDate(camp.end_date);
    case 'states':
      return camp.states.join(', ');
    case 'bd_progress':
      return `${camp.bd_progress}%`;
    default:
      return value == null ? '' : String(value);
  }
}

/**
 * The CSV of a tab: every cell through csvSafeCell, since names and brands are whatever a planner
 * typed (issue 23: a formula-like name ran when the file was opened); AG Grid quotes every cell.
 */
export function campaignsCsvParams(tab: CampaignTab): CsvExportParams {
  return {
    fileName: `plano-campaigns-${tab}-${localToday()}.csv`,
    columnKeys: hasPlan(tab) ? PLAN_DATA_COLUMNS : DATA_COLUMNS,
    processCellCallback: (params) => csvSafeCell(cellValue(params)),
  };
}

/** The rows the grid shows (after search and sorting) as CSV, with readable values. */
export function exportCampaignsCsv(api: GridApi<CampaignDto>, tab: CampaignTab): void {
  api.exportDataAsCsv(campaignsCsvParams(tab));
}
