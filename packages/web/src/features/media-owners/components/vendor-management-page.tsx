import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { MediaOwnerDto } from '@plano/core';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import type { AgGridReact } from 'ag-grid-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useMediaOwners } from '../api/media-owners.ts';
import { AddMediaOwnerModal } from './add-media-owner-modal.tsx';
import { EditMediaOwnerModal } from './edit-media-owner-modal.tsx';
import { useMediaOwnerColumns } from './media-owner-columns.tsx';
import { exportMediaOwnersCsv } from './media-owners-export.ts';

// SPEC §9: the inventory screens' page sizes.
const PAGE_SIZES = [10, 20, 30, 40, 50];

type Dialog = { kind: 'add' } | { kind: 'edit'; owner: MediaOwnerDto; field: 'phone' | 'email' };

/** /admin/master_vendor_management: every media owner, Add Media Owner and Edit (SPEC §2). */
export function VendorManagementPage() {
  const { t } = useTranslation('media-owners');
  const translate = useTranslateMessage();
  const owners = useMediaOwners();
  const gridRef = useRef<AgGridReact<MediaOwnerDto>>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const onEdit = useCallback(
    (owner: MediaOwnerDto, field: 'phone' | 'email') => setDialog({ kind: 'edit', owner, field }),
    [],
  );
  const columns = useMediaOwnerColumns(onEdit);
  const total = owners.data?.length ?? 0;

  let body: React.ReactNode;
  if (owners.isPending) {
    body = (
      <Center h={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else if (owners.error) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} m="md">
        {t('loadError')} {translate(owners.error.message)}
      </Alert>
    );
  } else {
    body = (
      <div data-testid="media-owners-grid">
        <DataGrid<MediaOwnerDto>
          gridRef={gridRef}
          rowData={owners.data}
          columnDefs={columns}
          defaultColDef={{
            sortable: true,
            resizable: true,
            suppressHeaderMenuButton: true,
            // The filter sits under each header, so the header needs no filter button too.
            suppressHeaderFilterButton: true,
            wrapHeaderText: true,
            autoHeaderHeight: true,
          }}
          getRowId={({ data }) => data._id}
          onFilterChanged={({ api }) => setShown(api.getDisplayedRowCount())}
          onRowDataUpdated={({ api }) => setShown(api.getDisplayedRowCount())}
          pagination
          paginationPageSize={PAGE_SIZES[0]}
          paginationPageSizeSelector={PAGE_SIZES}
          domLayout="autoHeight"
          tooltipShowDelay={300}
          overlayNoRowsTemplate={`<span>${t('empty')}</span>`}
        />
      </div>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="add-media-owner"
        >
          {t('add.button')}
        </Button>
      </Group>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} testId="media-owner-outcome" />
      <Paper withBorder radius="md" shadow="xs">
        <Group justify="space-between" p="md" gap="sm">
          <Text size="sm" c="dimmed" data-testid="media-owners-count">
            {shown !== null && shown !== total
              ? t('countFiltered', { shown, count: total })
              : t('count', { count: total })}
          </Text>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!total}
            onClick={() => gridRef.current?.api && exportMediaOwnersCsv(gridRef.current.api)}
            data-testid="export-media-owners"
          >
            {t('export')}
          </Button>
        </Group>
        <div style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>{body}</div>
      </Paper>
      <AddMediaOwnerModal
        opened={dialog?.kind === 'add'}
        onClose={() => setDialog(null)}
        onAdded={(owner) =>
          setOutcome({ ok: true, text: t('add.done', { name: owner.name, email: owner.email }) })
        }
      />
      <EditMediaOwnerModal
        edit={dialog?.kind === 'edit' ? { owner: dialog.owner, field: dialog.field } : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
