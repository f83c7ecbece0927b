import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVENTORY_PAGE_SIZES, type InventorySiteDto, POLICIES } from '@plano/core';
import type { ColDef } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid } from '../../../components/data-grid.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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
import { InventoryToolbar } from './inventory-toolbar.tsx';
import { ChooseOwnerPage, OwnerNotFound } from './owner-states.tsx';
import { COLUMN_DEFAULTS, type EditableRow, useTemplateColumns } from './template-columns.tsx';
import './inventory.css';
import { formatNumber } from '../../../lib/format.ts';

const toRow = (site: InventorySiteDto, errors: Record<string, string> = {}): EditableRow => ({
  id: site.id,
  values: site.values,
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
  const [limit, setLimit] = useState(10);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<EditableRow[]>([]);
  const [cellErrors, setCellErrors] = useState<Record<number, Record<string, string>>>({});
  const grid = useRef<AgGridReact<EditableRow>>(null);
  const inventory = useOwnerInventory(owner, limit, page);
  const places = useStateCities();
  const { columns: templateColumns, translate } = useTemplateColumns(places.data);
  const update = useUpdateSite(owner);
  const remove = useDeleteSites(owner);
  const planning = useSetPlanning(owner);

  const rows = useMemo(
    () => inventory.data?.data.map((s) => toRow(s, cellErrors[s.id])) ?? [],
    [inventory.data, cellErrors],
  );
  const columns = useMemo<ColDef<EditableRow>[]>(
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
  const [hidden, setHidden] = useState<string[]>([]);

  const onCellChanged = async (row: EditableRow, key: string, value: unknown) => {
    try {
      await update.mutateAsync({ id: row.id, data: { [key]: value } });
      setCellErrors((all) => ({ ...all, [row.id]: {} }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setCellErrors((all) => ({ ...all, [row.id]: fields }));
      notifications.show({
        color: 'red',
        message: translate(error instanceof Error ? error.message : String(error)),
      });
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
  const count = inventory.data?.total_count;
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
          <ColumnChooser
            columns={columns.map((c) => ({ id: c.colId ?? '', label: c.headerName ?? '' }))}
            hidden={hidden}
            onChange={(next) => {
              setHidden(next);
              const api = grid.current?.api;
              api?.setColumnsVisible(
                columns.map((c) => c.colId ?? ''),
                true,
              );
              api?.setColumnsVisible(next, false);
            }}
          />
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
            onSelectionChanged={({ api }) => setSelected(api.getSelectedRows())}
            rowClassRules={{ 'inventory-row-disabled': ({ data }) => data?.planning_enabled === false }}
            singleClickEdit={false}
            stopEditingWhenCellsLoseFocus
            tooltipShowDelay={200}
            onCellValueChanged={({ data, colDef, newValue, oldValue }) => {
              if (newValue === oldValue || !colDef.colId) return;
              void onCellChanged(data, colDef.colId, newValue);
            }}
            overlayNoRowsTemplate={t('grid.empty')}
          />
        </div>
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed" id="inventory-page-size">
              {t('grid.pageSize')}
            </Text>
            <Select
              aria-labelledby="inventory-page-size"
              w={80}
              size="xs"
              allowDeselect={false}
              data={INVENTORY_PAGE_SIZES.map(String)}
              value={String(limit)}
              onChange={(value) => {
                if (!value) return;
                setLimit(Number(value));
                setPage(0);
              }}
            />
            <Text size="sm" c="dimmed" data-testid="inventory-page">
              {t('grid.page', { page: page + 1 })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('grid.prev')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={(inventory.data?.data.length ?? 0) < limit}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('grid.next')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
