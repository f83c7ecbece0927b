import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type CampaignDto, type CampaignTab, POLICIES } from '@plano/core';
import { IconAlertCircle, IconDownload, IconInbox, IconPlus, IconSearch } from '@tabler/icons-react';
import type { AgGridReact } from 'ag-grid-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid } from '../../../components/data-grid.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCampaignColumns } from './campaign-columns.tsx';
import { exportCampaignsCsv } from './campaign-export.ts';
import { DeleteCampaignsButton } from './delete-campaigns-button.tsx';

interface CampaignTableProps {
  tab: CampaignTab;
  camps: CampaignDto[] | undefined;
  loading: boolean;
  error: Error | null;
  search: string;
  onSearch(value: string): void;
  onCreate?: () => void;
}

const PAGE_SIZES = [10, 20, 50];

/** One tab of the campaign list: search, export, delete of the selected rows, and the grid. */
export function CampaignTable({
  tab,
  camps,
  loading,
  error,
  search,
  onSearch,
  onCreate,
}: CampaignTableProps) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const isOwner = Boolean(useCurrentUser()?.vendor_id);
  const keepsInventory = useHasPolicy(POLICIES.inventoryManagement);
  const gridRef = useRef<AgGridReact<CampaignDto>>(null);
  const [selected, setSelected] = useState<CampaignDto[]>([]);
  const columns = useCampaignColumns(tab);
  const canExport = useHasPolicy(POLICIES.exportData);
  const canDelete = useHasPolicy(POLICIES.deleteCampaign);

  const clearSelection = () => {
    gridRef.current?.api?.deselectAll();
    setSelected([]);
  };

  let body: React.ReactNode;
  if (loading) {
    body = (
      <Center h={240} data-testid="campaigns-loading">
        <Loader />
      </Center>
    );
  } else if (error) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} m="md">
        {t('list.loadError')} {translate(error.message)}
      </Alert>
    );
  } else if (!camps || camps.length === 0) {
    body = (
      <Stack align="center" gap="xs" py={56} data-testid="campaigns-empty">
        <IconInbox size={44} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Text fw={600}>{t('list.emptyTitle')}</Text>
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {/* Only invite creating to someone who may: a media owner or a reader gets what this list is to them. */}
          {isOwner
            ? t('list.emptyOwner')
            : t(onCreate || tab !== 'pending' ? `list.empty.${tab}` : 'list.emptyNoCreate')}
        </Text>
        {isOwner && keepsInventory && (
          <Button mt="sm" variant="light" component={Link} to="/admin/inventory_management">
            {t('list.toInventory')}
          </Button>
        )}
        {onCreate && (
          <Button mt="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('create.button')}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <div data-testid={`campaign-grid-${tab}`}>
        <DataGrid<CampaignDto>
          gridRef={gridRef}
          rowData={camps}
          columnDefs={columns}
          defaultColDef={{
            sortable: true,
            resizable: true,
            suppressHeaderMenuButton: true,
            wrapHeaderText: true,
            autoHeaderHeight: true,
          }}
          selectionColumnDef={{ pinned: 'left' }}
          // Few columns; rendering them all keeps the pinned links and the export predictable.
          suppressColumnVirtualisation
          getRowId={({ data }) => data._id}
          rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered' }}
          onSelectionChanged={({ api }) => setSelected(api.getSelectedRows())}
          quickFilterText={search}
          pagination
          paginationPageSize={PAGE_SIZES[0]}
          paginationPageSizeSelector={PAGE_SIZES}
          domLayout="autoHeight"
          tooltipShowDelay={300}
        />
      </div>
    );
  }

  return (
    <Paper withBorder radius="md" shadow="xs">
      <Group justify="space-between" p="md" gap="sm">
        <TextInput
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          data-testid="campaign-search"
        />
        <Group gap="sm">
          {selected.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="selected-count">
              {t('list.selected', { count: selected.length })}
            </Text>
          )}
          {selected.length > 0 && canDelete && (
            <DeleteCampaignsButton campIds={selected.map((c) => c._id)} onDeleted={clearSelection} />
          )}
          {canExport && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!camps?.length}
              onClick={() => gridRef.current?.api && exportCampaignsCsv(gridRef.current.api, tab)}
              data-testid="export-csv"
            >
              {t('list.export')}
            </Button>
          )}
        </Group>
      </Group>
      <div style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>{body}</div>
    </Paper>
  );
}
