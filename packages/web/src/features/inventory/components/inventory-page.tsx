import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type ApiBody,
  type FetchOwnerInventoryBody,
  INVENTORY_SORT_COLUMNS,
  type InventorySiteDto,
  POLICIES,
} from '@plano/core';
import { IconSearch } from '@tabler/icons-react';
import type { ColDef, SortChangedEvent } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid } from '../../../components/data-grid.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useIntegrations } from '../../../lib/integrations.ts';
import { useCurrentUser, usePolicies } from '../../../lib/session.ts';
import { DigitalSyncModal } from '../../digital-screens/index.ts';
import {
  type OwnerRef,
  useDeleteSites,
  useOwnerInventory,
  useSetPlanning,
  useStateCities,
  useUpdateSite,
} from '../api/inventory-api.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { useColumnPrefs } from './column-prefs.ts';
import { InventoryPager, pageCount } from './inventory-pager.tsx';
import { InventoryToolbar } from './inventory-toolbar.tsx';
import { ChooseOwnerPage, OwnerNotFound } from './owner-states.tsx';
import { COLUMN_DEFAULTS, type EditableRow, useTemplateColumns } from './template-columns.tsx';
import './inventory.css';

type Sort = FetchOwnerInventoryBody['sort'];
/** An edit of one site's cells, as the server takes it. */
type SiteChanges = ApiBody<'/update_plano_inventory'>['data'];
const SORTABLE: ReadonlySet<string> = new Set(INVENTORY_SORT_COLUMNS);

/** A site as a grid row; a region chosen but not yet saved (it waits for a city) shows over it. */
const toRow = (
  site: InventorySiteDto,
  errors: Record<string, string> = {},
  movingTo?: string,
): EditableRow => ({
  id: site.id,
  values: movingTo ? { ...site.values, state: movingTo } : site.values,
  errors,
  planning_enabled: site.planning_enabled,
  site_map: site.site_map,
});

/**
 * Inventory management (a media owner's own sites) and vendor inventory (any owner's, chosen by the
 * URL, for the platform team): one page, the owner given by the route. The route's first part names
 * the owner (its vendor id), whatever SPEC §2 calls it.
 */
export function InventoryPage() {
  const { userId, userName } = useParams();
  const user = useCurrentUser();
  const policies = usePolicies();
  // The platform team owns no sites: its Inventory Management is a choice of owner.
  if (!userId && !user?.vendor_id && policies.includes(POLICIES.masterVendorManagement)) {
    return <ChooseOwnerPage />;
  }
  // One owner's page state (page, selection, errors) never carries over to the next owner's.
  return <OwnerInventory key={userId ?? 'own'} vendorId={userId} urlName={userName} />;
}

function OwnerInventory({ vendorId, urlName }: { vendorId?: string; urlName?: string }) {
  const owner: OwnerRef = useMemo(() => ({ vendorId }), [vendorId]);
  const { t } = useTranslation('inventory');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const [limit, setLimit] = useState(10);
  const [page, setPage] = useState(0);
  // The top bar's search lands here as ?search= for a media owner's users.
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [sort, setSort] = useState<Sort>();
  const [selected, setSelected] = useState<EditableRow[]>([]);
  const [cellErrors, setCellErrors] = useState<Record<number, Record<string, string>>>({});
  // Sites whose new region is chosen and waits for one of its cities: both are saved in one edit.
  const [moving, setMoving] = useState<Record<number, string>>({});
  const grid = useRef<AgGridReact<EditableRow>>(null);
  const inventory = useOwnerInventory(owner, { limit, page, search, sort });
  const places = useStateCities();
  const { columns: templateColumns, translate } = useTemplateColumns(places.data);
  const update = useUpdateSite(owner);
  const remove = useDeleteSites(owner);
  const planning = useSetPlanning(owner);
  const [prefs, setPrefs] = useColumnPrefs(user?._id ?? 'guest');

  useEffect(() => setSearchText(params.get('search') ?? ''), [params]);
  // A new search or sort starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: search and sort are the triggers.
  useEffect(() => setPage(0), [search, sort]);
  // Deleting the last rows, or a smaller search, never leaves the grid on a page past the end.
  const total = inventory.data?.total_count;
  useEffect(() => {
    if (total !== undefined && page >= pageCount(total, limit)) setPage(pageCount(total, limit) - 1);
  }, [total, page, limit]);

  const rows = useMemo(
    () => inventory.data?.data.map((s) => toRow(s, cellErrors[s.id], moving[s.id])) ?? [],
    [inventory.data, cellErrors, moving],
  );
  const baseColumns = useMemo<ColDef<EditableRow>[]>(
    () => [
      {
        colId: 'site_map',
        headerName: t('grid.image'),
        width: 130,
        editable: false,
        cellRenderer: ({ data }: { data?: EditableRow }) =>
          data?.site_map ? (
            <img
              src={data.site_map}
              alt={t('grid.imageOf', { code: data.values.site_code })}
              className="inventory-thumb"
            />
          ) : (
            <Text size="xs" c="dimmed" component="span">
              {t('grid.notAvailable')}
            </Text>
          ),
      },
      {
        colId: 'planning_enabled',
        headerName: t('grid.planning'),
        width: 150,
        editable: false,
        valueGetter: ({ data }) => (data?.planning_enabled ? t('grid.enabled') : t('grid.disabled')),
      },
      ...templateColumns,
    ],
    [templateColumns, t],
  );
  // The user's choices over the defaults; the server sorts (every page, not just this one), so the
  // grid keeps the rows in the order they came and offers a sort only where the server has one.
  const columns = useMemo<ColDef<EditableRow>[]>(
    () =>
      baseColumns.map((c) => {
        const id = c.colId ?? '';
        const chosen = prefs.pinned[id];
        return {
          ...c,
          hide: prefs.hidden.includes(id) && id !== 'site_code',
          pinned: chosen ? (chosen === 'none' ? null : chosen) : (c.pinned ?? null),
          sortable: SORTABLE.has(id),
          sort: sort?.column === id ? sort.direction : null,
          comparator: () => 0,
        };
      }),
    [baseColumns, prefs, sort],
  );

  const onSortChanged = ({ api }: SortChangedEvent<EditableRow>) => {
    const sorted = api.getColumnState().find((c) => c.sort);
    const next: Sort =
      sorted?.sort && SORTABLE.has(sorted.colId)
        ? { column: sorted.colId as NonNullable<Sort>['column'], direction: sorted.sort }
        : undefined;
    if (next?.column !== sort?.column || next?.direction !== sort?.direction) setSort(next);
  };

  const save = async (row: EditableRow, data: SiteChanges) => {
    try {
      await update.mutateAsync({ id: row.id, data });
      setCellErrors((all) => ({ ...all, [row.id]: {} }));
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setCellErrors((all) => ({ ...all, [row.id]: fields }));
      notifications.show({
        color: 'red',
        message: translate(error instanceof Error ? error.message : String(error)),
      });
      return false;
    }
  };

  /**
   * A region whose cities do not hold the site's city waits for one of them (the City dropdown
   * then offers the new region's cities) and both are saved in one edit, which the server checks
   * as a pair; a city alone, or a region that keeps the city, is saved at once.
   */
  const onCellChanged = async (
    row: EditableRow,
    key: string,
    value: SiteChanges[string],
    rowIndex: number | null,
  ) => {
    if (key === 'state') {
      const cities = places.data?.find((p) => p.state === value)?.cities ?? [];
      if (!cities.includes(String(row.values.city ?? ''))) {
        setMoving((all) => ({ ...all, [row.id]: String(value) }));
        setCellErrors((all) => ({ ...all, [row.id]: { city: t('grid.chooseCity', { state: value }) } }));
        if (rowIndex !== null) grid.current?.api.startEditingCell({ rowIndex, colKey: 'city' });
        return;
      }
    }
    const movingTo = moving[row.id];
    const data = key === 'city' && movingTo ? { state: movingTo, city: value } : { [key]: value };
    if (await save(row, data)) {
      setMoving(({ [row.id]: _, ...rest }) => rest);
    }
  };

  const ids = selected.map((r) => r.id);
  // The digital-screen sync sends the selected sites' Digital screens; hidden when not set up.
  const digitalPlatform = useIntegrations().data?.digital_platform_url;
  const [syncing, setSyncing] = useState(false);
  // The ids asked about, kept while the dialog shows and fades: the grid's selection empties once they go.
  const [deleting, setDeleting] = useState<number[]>([]);
  const [askingDelete, setAskingDelete] = useState(false);
  const anyEnabled = selected.some((r) => r.planning_enabled);
  const anyDisabled = selected.some((r) => !r.planning_enabled);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
      grid.current?.api.deselectAll();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: translate(error instanceof Error ? error.message : String(error)),
      });
    }
  };
  // The title counts the owner's sites; with a search, the matches are counted beside the box.
  const [ownerTotal, setOwnerTotal] = useState<number>();
  const unsearched = !inventory.isPlaceholderData && !search ? total : undefined;
  useEffect(() => {
    if (unsearched !== undefined) setOwnerTotal(unsearched);
  }, [unsearched]);
  const count = ownerTotal;
  const name = inventory.data?.vendor.name ?? urlName ?? '';
  // An id that names no owner (404), or is no id at all (400): no grid, no action.
  const error = inventory.error;
  if (vendorId && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <OwnerNotFound name={urlName} />;
  }
  // Another owner's actions wait until the server has confirmed the owner.
  const actionsReady = !vendorId || inventory.data !== undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} data-testid="inventory-title">
          {count === undefined ? name : t('title', { name, total: formatNumber(count) })}
        </Title>
        {actionsReady && <InventoryToolbar owner={owner} ownerName={name} />}
      </Group>
      <DigitalSyncModal opened={syncing} onClose={() => setSyncing(false)} siteIds={ids} />
      <ConfirmDialog
        opened={askingDelete}
        title={t('deleteConfirm.title')}
        confirmLabel={t('deleteConfirm.yes', { count: deleting.length })}
        busy={remove.isPending}
        onCancel={() => setAskingDelete(false)}
        onConfirm={() =>
          act(() => remove.mutateAsync(deleting), t('deleted', { count: deleting.length })).finally(() =>
            setAskingDelete(false),
          )
        }
        testId="delete-inventory"
      >
        {t('deleteConfirm.text', { count: deleting.length, n: formatNumber(deleting.length) })}
      </ConfirmDialog>
      {inventory.isError && <Alert color="red">{translate(inventory.error.message)}</Alert>}
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Group gap="xs">
            {selected.length > 0 && (
              <>
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() => {
                    setDeleting(ids);
                    setAskingDelete(true);
                  }}
                  data-testid="delete-inventory"
                >
                  {t('actions.delete')}
                </Button>
                {(anyEnabled || selected.length > 1) && (
                  <Button
                    variant="light"
                    loading={planning.isPending}
                    onClick={() =>
                      act(() => planning.mutateAsync({ ids, enabled: false }), t('disabledDone'))
                    }
                  >
                    {t('actions.disable')}
                  </Button>
                )}
                {(anyDisabled || selected.length > 1) && (
                  <Button
                    variant="light"
                    loading={planning.isPending}
                    onClick={() => act(() => planning.mutateAsync({ ids, enabled: true }), t('enabledDone'))}
                  >
                    {t('actions.enable')}
                  </Button>
                )}
                {digitalPlatform && (
                  <Button variant="light" onClick={() => setSyncing(true)}>
                    {t('actions.digitalSync')}
                  </Button>
                )}
              </>
            )}
          </Group>
          <Group gap="xs">
            {search && total !== undefined && (
              <Text size="sm" c="dimmed" data-testid="inventory-found" aria-live="polite">
                {t('grid.found', { count: total, n: formatNumber(total) })}
              </Text>
            )}
            <TextInput
              size="xs"
              w={260}
              aria-label={t('grid.search')}
              placeholder={t('grid.searchPlaceholder')}
              leftSection={<IconSearch size={14} />}
              value={searchText}
              onChange={(e) => setSearchText(e.currentTarget.value)}
              data-testid="inventory-search"
            />
            <ColumnChooser
              columns={columns
                .filter((c) => c.colId)
                .map((c) => ({
                  id: c.colId ?? '',
                  label: c.headerName ?? '',
                  pinned: c.pinned === 'left' || c.pinned === 'right' ? c.pinned : null,
                }))}
              prefs={prefs}
              onChange={setPrefs}
            />
          </Group>
        </Group>
        <div style={{ height: 520 }} data-testid="inventory-grid">
          <DataGrid<EditableRow>
            gridRef={grid}
            rowData={rows}
            columnDefs={columns}
            defaultColDef={COLUMN_DEFAULTS}
            loading={inventory.isLoading}
            getRowId={({ data }) => String(data.id)}
            rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true }}
            // The checkboxes stay in view however far the 120 columns scroll.
            selectionColumnDef={{ pinned: 'left', lockPinned: true }}
            onSortChanged={onSortChanged}
            onSelectionChanged={({ api }) => setSelected(api.getSelectedRows())}
            rowClassRules={{ 'inventory-row-disabled': ({ data }) => data?.planning_enabled === false }}
            singleClickEdit={false}
            stopEditingWhenCellsLoseFocus
            tooltipShowDelay={200}
            onCellValueChanged={({ data, colDef, newValue, oldValue, rowIndex }) => {
              if (newValue === oldValue || !colDef.colId) return;
              void onCellChanged(data, colDef.colId, newValue, rowIndex);
            }}
            overlayNoRowsTemplate={search ? t('grid.noMatch') : t('grid.empty')}
          />
        </div>
        <InventoryPager
          limit={limit}
          page={page}
          total={total ?? 0}
          onLimit={(next) => {
            setLimit(next);
            setPage(0);
          }}
          onPage={setPage}
        />
      </Paper>
    </Stack>
  );
}
