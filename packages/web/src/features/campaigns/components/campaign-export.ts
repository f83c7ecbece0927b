import { type CampaignDto, type CampaignTab, localToday } from '@plano/core';
import type { GridApi } from 'ag-grid-community';
import { tableDate } from '../../../lib/format.ts';
import { DATA_COLUMNS, hasPlan, PLAN_DATA_COLUMNS } from './campaign-columns.tsx';

/**
 * The rows the grid shows (after search and sorting) as CSV, with readable values: the creator's
 * e-mail, the budget as a whole number of pesos, dates as in the table, states joined by commas.
 */
export function exportCampaignsCsv(api: GridApi<CampaignDto>, tab: CampaignTab): void {
  api.exportDataAsCsv({
    fileName: `plano-campaigns-${tab}-${localToday()}.csv`,
    columnKeys: hasPlan(tab) ? PLAN_DATA_COLUMNS : DATA_COLUMNS,
    processCellCallback: ({ column, value, node }) => {
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
    },
  });
}
