import { Alert, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BookedCampDto, GridPageSize, PlanningFiltersInput, SiteDto } from '@plano/core';
import type { CellClickedEvent, CellKeyDownEvent, FullWidthCellKeyDownEvent } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../components/data-grid.tsx';
import { GridPager } from '../../../../components/grid-pager.tsx';
import { pageLoading, usePageSelection } from '../../../../components/page-selection.ts';
import { fetchMatchingIds } from '../../api/fetch-matching-ids.ts';
import { useSuggInventory } from '../../api/fetch-sugg-inventory.ts';
import { BookedCampsDialog } from '../booked-camps-dialog.tsx';
import { belongsTo } from '../selection/matching-selection.ts';
import type { SiteSelection } from '../selection/site-selection.ts';
import { SitePanel } from '../site-panel/site-panel.tsx';
import { gridColumns } from './grid-columns.tsx';
import { GridToolbar } from './grid-toolbar.tsx';

interface InventoryGridProps {
  campId: string;
  filters: PlanningFiltersInput;
  networks: string[];
  selection: SiteSelection;
  /** Without 'add to plan policy' the rows are only looked at: no checkboxes (issue 24, item 13). */
  canSelect: boolean;
}

/** Columns whose click is their own (the checkbox selects, Status opens the booked campaigns). */
const OWN_CLICK = new Set(['ag-Grid-SelectionColumn', 'status']);

/** The suggested inventory as a server-paged table, for planners who prefer rows to a map. */
export function InventoryGrid({ campId, filters, networks, selection, canSelect }: InventoryGridProps) {
  const { t } = useTranslation('planning');
  const gridRef = useRef<AgGridReact<SiteDto>>(null);
  const [limit, setLimit] = useState<GridPageSize>(10);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [statusCamps, setStatusCamps] = useState<BookedCampDto[] | null>(null);
  // The site panel of a row, as a marker opens it on the map: Enter on the row, or a click on it.
  const [siteId, setSiteId] = useState<number | null>(null);
  const [listedAll, setListedAll] = useState<{ key: string; ids: number[] } | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const filtersKey = JSON.stringify(filters);

  // A new question starts from its first page, in the same render (no request for a stale page).
  const question = `${filtersKey}|${debouncedSearch}|${limit}`;
  const [paging, setPaging] = useState({ question, page: 0 });
  const page = paging.question === question ? paging.page : 0;
  const setPage = (next: number) => setPaging({ question, page: next });

  const query = useSuggInventory({ campId, filters, page, limit, search: debouncedSearch || undefined });
  const rows = query.data?.inventory;
  const total = query.data?.total_count ?? 0;
  const columns = useMemo(() => gridColumns(t, setStatusCamps), [t]);

  const { ids, matching, add, remove } = selection;
  // A row of a matching selection (Add All past the map's id limit) is known to belong to it only
  // under the selection's own filters; other rows can be neither shown selected nor ticked.
  const belongs = useCallback(
    (site: SiteDto) =>
      !matching ||
      belongsTo(matching, filters, { lat: site.loc.coordinates[1], lng: site.loc.coordinates[0] }),
    [matching, filters],
  );
  const isSelected = useCallback(
    (site: SiteDto) => (matching ? belongs(site) && !matching.excluded.has(site._id) : ids.has(site._id)),
    [ids, matching, belongs],
  );
  const { applySelection, onSelectionChanged } = usePageSelection(
    gridRef,
    rows,
    isSelected,
    (picked, dropped) => {
      add(picked);
      remove(dropped);
    },
    belongs,
  );

  const openOnEnter = ({ data, event }: CellKeyDownEvent<SiteDto> | FullWidthCellKeyDownEvent<SiteDto>) => {
    if (data && (event as KeyboardEvent | null)?.key === 'Enter') setSiteId(data._id);
  };
  const openOnClick = ({ data, column }: CellClickedEvent<SiteDto>) => {
    if (data && !OWN_CLICK.has(column.getColId())) setSiteId(data._id);
  };

  const panelRow = rows?.find((row) => row._id === siteId);

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = await fetchMatchingIds(campId, filters, networks);
      if ('ids' in all) {
        setListedAll({ key: filtersKey, ids: all.ids });
        add(all.ids);
      } else {
        // Too many to list: the selection becomes these filters, resolved by the server (issue 22).
        setListedAll(null);
        selection.replaceWithMatching(all);
      }
    } catch {
      notifications.show({ color: 'red', message: t('grid.selectAllFailed') });
    } finally {
      setSelectingAll(false);
    }
  };
  const allMatchingSelected =
    !debouncedSearch &&
    (matching
      ? !matching.selection.bounds &&
        matching.excluded.size === 0 &&
        JSON.stringify(matching.selection.filters) === filtersKey
      : listedAll?.key === filtersKey &&
        listedAll.ids.length > 0 &&
        listedAll.ids.every((id) => ids.has(id)));

  return (
    <Paper withBorder p="md" radius="md" data-testid="inventory-grid">
      <GridToolbar
        search={search}
        onSearch={setSearch}
        total={total}
        selectedCount={selection.size}
        allMatchingSelected={allMatchingSelected}
        selectingAll={selectingAll}
        onSelectAll={selectAllMatching}
        onClear={() => selection.replace(null)}
        canSelect={canSelect}
      />
      {query.isError && (
        <Alert color="red" mb="sm">
          {t('grid.loadError')}
        </Alert>
      )}
      <DataGrid<SiteDto>
        gridRef={gridRef}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true }}
        getRowId={({ data }) => String(data._id)}
        rowSelection={
          canSelect
            ? {
                mode: 'multiRow',
                selectAll: 'all',
                enableClickSelection: false,
                isRowSelectable: ({ data }) => !!data && belongs(data),
              }
            : undefined
        }
        selectionColumnDef={canSelect ? { pinned: 'left', width: 48 } : undefined}
        onSelectionChanged={onSelectionChanged}
        onRowDataUpdated={applySelection}
        onCellKeyDown={openOnEnter}
        onCellClicked={openOnClick}
        domLayout="autoHeight"
        loading={pageLoading(query)}
        overlayNoRowsTemplate={`<span>${t('noInventory')}</span>`}
      />
      <GridPager<GridPageSize> page={page} limit={limit} total={total} onPage={setPage} onLimit={setLimit} />
      <SitePanel
        campId={campId}
        siteId={siteId}
        selected={siteId !== null && (matching ? !!panelRow && isSelected(panelRow) : ids.has(siteId))}
        onToggle={
          canSelect && siteId !== null && (!matching || (panelRow && belongs(panelRow)))
            ? () => selection.toggle(siteId)
            : undefined
        }
        onClose={() => setSiteId(null)}
      />
      <BookedCampsDialog
        camps={statusCamps ?? []}
        opened={statusCamps !== null}
        onClose={() => setStatusCamps(null)}
      />
    </Paper>
  );
}
