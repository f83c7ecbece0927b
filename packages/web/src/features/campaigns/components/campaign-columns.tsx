import { type CampaignDto, type CampaignTab, POLICIES } from '@plano/core';
import { IconMapPin, IconPencil, IconPlaylistAdd } from '@tabler/icons-react';
import type { ColDef } from 'ag-grid-community';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDate, tableDateWidth } from '../../../lib/format.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { ExcelButton } from '../../exports/index.ts';
import { BudgetCell, BudgetUsedCell, LinkCell } from './campaign-cells.tsx';

/** Columns that hold data (the CSV export takes these, not the link columns). */
export const DATA_COLUMNS = ['name', 'brand', 'created_by', 'budget', 'start_date', 'end_date', 'states'];
export const PLAN_DATA_COLUMNS = [
  'name',
  'brand',
  'created_by',
  'budget',
  'bd_progress',
  'start_date',
  'end_date',
  'states',
];

const ACTION_CELL = { display: 'flex', alignItems: 'center', justifyContent: 'center' };

/** A narrow column pinned right with one icon link per campaign (See Plan, Add To Plan, Edit Plan). */
function linkColumn(
  colId: string,
  headerName: string,
  path: (campId: string) => string,
  link: { label: string; icon: ReactNode; testId: string },
): ColDef<CampaignDto> {
  return {
    colId,
    headerName,
    sortable: false,
    pinned: 'right',
    cellStyle: ACTION_CELL,
    cellRenderer: ({ data }: { data?: CampaignDto }) =>
      data ? <LinkCell to={path(data._id)} {...link} /> : null,
    width: 100,
  };
}

/** Planned and Booked campaigns have a plan: its link and how much of the budget it uses. */
export const hasPlan = (tab: CampaignTab) => tab !== 'pending';

export function useCampaignColumns(tab: CampaignTab): ColDef<CampaignDto>[] {
  const { t } = useTranslation('campaigns');
  const canAddToPlan = useHasPolicy(POLICIES.addToPlan);
  const canEdit = useHasPolicy(POLICIES.campaignUpdate);
  const canExport = useHasPolicy(POLICIES.exportData);

  return useMemo(() => {
    const columns: ColDef<CampaignDto>[] = [
      {
        colId: 'name',
        field: 'name',
        headerName: t('columns.name'),
        // Pinned with the checkboxes, so the name stays in view when the grid scrolls sideways.
        width: 210,
        pinned: 'left',
        tooltipField: 'name',
        cellStyle: { fontWeight: 600 },
      },
      { colId: 'brand', field: 'brand', headerName: t('columns.brand'), minWidth: 150, flex: 1 },
      {
        colId: 'created_by',
        headerName: t('columns.createdBy'),
        valueGetter: ({ data }) => data?.created_by.email ?? '',
        minWidth: 180,
        flex: 1,
      },
      {
        colId: 'budget',
        field: 'budget',
        headerName: t('columns.budget'),
        cellRenderer: BudgetCell,
        // 'Presupuesto' whole beside its sort arrow.
        width: 136,
      },
      {
        colId: 'start_date',
        field: 'start_date',
        headerName: t('columns.startDate'),
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
        getQuickFilterText: ({ value }) => (value ? tableDate(value) : ''),
        minWidth: tableDateWidth(),
      },
      {
        colId: 'end_date',
        field: 'end_date',
        headerName: t('columns.endDate'),
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
        getQuickFilterText: ({ value }) => (value ? tableDate(value) : ''),
        minWidth: tableDateWidth(),
      },
      {
        colId: 'states',
        headerName: t('columns.states'),
        valueGetter: ({ data }) => data?.states.join(', ') ?? '',
        // The search finds a campaign by its communes too.
        getQuickFilterText: ({ data }) => [...data.states, ...data.cities].join(' '),
        tooltipValueGetter: ({ value }) => value,
        minWidth: 150,
        flex: 1,
      },
    ];
    if (hasPlan(tab)) {
      // Budget Used sits beside Budget, where it is read together with it.
      columns.splice(columns.findIndex((c) => c.colId === 'budget') + 1, 0, {
        colId: 'bd_progress',
        field: 'bd_progress',
        headerName: t('columns.budgetUsed'),
        cellRenderer: BudgetUsedCell,
        width: 170,
      });
      columns.push(
        linkColumn('see_plan', t('columns.seePlan'), (id) => `/admin/booked_inventory/${id}`, {
          label: t('cells.seePlan'),
          icon: <IconMapPin size={16} />,
          testId: 'see-plan',
        }),
      );
    }
    if (tab === 'booked' && canExport) {
      columns.push({
        colId: 'excel',
        headerName: t('columns.excel'),
        sortable: false,
        pinned: 'right',
        cellStyle: ACTION_CELL,
        cellRenderer: ({ data }: { data?: CampaignDto }) =>
          data ? <ExcelButton campId={data._id} compact /> : null,
        width: 90,
      });
    }
    if (canAddToPlan) {
      columns.push(
        linkColumn('add_to_plan', t('columns.addToPlan'), (id) => `/admin/sugg_inventory/${id}`, {
          label: t('cells.addToPlan'),
          icon: <IconPlaylistAdd size={16} />,
          testId: 'add-to-plan',
        }),
      );
    }
    if (canEdit) {
      columns.push(
        linkColumn('edit_plan', t('columns.editPlan'), (id) => `/admin/edit_campaign/${id}`, {
          label: t('cells.editPlan'),
          icon: <IconPencil size={16} />,
          testId: 'edit-plan',
        }),
      );
    }
    return columns;
  }, [t, tab, canAddToPlan, canEdit, canExport]);
}
