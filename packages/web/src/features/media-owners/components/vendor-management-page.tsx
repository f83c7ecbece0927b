import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MEDIA_OWNER_PAGE_SIZES, type MediaOwnerDto } from '@plano/core';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import type { IDatasource } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid.tsx';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { fetchMediaOwners, useMediaOwnerCount } from '../api/media-owners.ts';
import { AddMediaOwnerModal } from './add-media-owner-modal.tsx';
import { EditMediaOwnerModal } from './edit-media-owner-modal.tsx';
import { DATA_COLUMNS, useMediaOwnerColumns } from './media-owner-columns.tsx';
import { mediaOwnersCsv, mediaOwnersCsvName, saveCsv } from './media-owners-export.ts';
import { type GridFilterModel, type GridSortModel, toMediaOwnersQuery } from './media-owners-query.ts';

// SPEC §9: the inventory screens' page sizes.
const PAGE_SIZES = [...MEDIA_OWNER_PAGE_SIZES];
// Rows asked of the server at once: the largest page, so each page size is served by one call.
const BLOCK = 50;

type Dialog = { kind: 'add' } | { kind: 'edit'; owner: MediaOwnerDto; field: 'phone' | 'email' };

/** /admin/master_vendor_management: every media owner, Add Media Owner and Edit (SPEC §2). */
export function VendorManagementPage() {
  const { t } = useTranslation('media-owners');
  const translate = useTranslateMessage();
  const count = useMediaOwnerCount();
  const gridRef = useRef<AgGridReact<MediaOwnerDto>>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // How many owners the filters keep, as the server counted them (null before the first page).
  const [shown, setShown] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const onEdit = useCallback(
    (owner: MediaOwnerDto, field: 'phone' | 'email') => setDialog({ kind: 'edit', owner, field }),
    [],
  );
  const columns = useMediaOwnerColumns(onEdit);
  const total = count.data ?? 0;
  const words = useMemo(() => ({ yes: t('cells.yes'), no: t('cells.no') }), [t]);

  /** The filters and sort the table shows now, as the server takes them. */
  const currentQuery = useCallback(() => {
    const api = gridRef.current?.api;
    const sort = (api?.getColumnState() ?? [])
      .filter((c) => c.sort)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    return toMediaOwnersQuery((api?.getFilterModel() ?? {}) as GridFilterModel, sort, words);
  }, [words]);

  // Paged, filtered and sorted on the server (issue 22): AG Grid's infinite row model asks for
  // blocks of rows with its filter and sort models.
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const query = toMediaOwnersQuery(
          params.filterModel as GridFilterModel,
          params.sortModel as GridSortModel,
          words,
        );
        fetchMediaOwners({ ...query, page: Math.floor(params.startRow / BLOCK), limit: BLOCK })
          .then((answer) => {
            setFailed(null);
            setShown(answer.total_count);
            params.successCallback(answer.proper_vendors, answer.total_count);
            const api = gridRef.current?.api;
            if (answer.total_count === 0) api?.showNoRowsOverlay();
            else api?.hideOverlay();
          })
          .catch((error: Error) => {
            setFailed(error.message);
            params.failCallback();
          });
      },
    }),
    [words],
  );

  // An add or an edit changes the count's query: the pages in the table are asked for again.
  const countUpdated = count.dataUpdatedAt;
  const firstCount = useRef<number | null>(null);
  useEffect(() => {
    if (!countUpdated) return;
    if (firstCount.current === null) firstCount.current = countUpdated;
    else gridRef.current?.api?.refreshInfiniteCache();
  }, [countUpdated]);

  // Every owner the filters keep, in the table's order, not only the page in view.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await fetchMediaOwners(currentQuery());
      const headers = Object.fromEntries(
        DATA_COLUMNS.map((colId) => [
          colId,
          gridRef.current?.api?.getColumn(colId)?.getColDef().headerName ?? colId,
        ]),
      ) as Record<(typeof DATA_COLUMNS)[number], string>;
      saveCsv(mediaOwnersCsv(answer.proper_vendors, headers), mediaOwnersCsvName());
    } catch (error) {
      const message = (error as Error).message;
      setOutcome({ ok: false, text: translate(message) ?? message });
    } finally {
      setExporting(false);
    }
  };

  const body = (
    <>
      {failed && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} m="md">
          {t('loadError')} {translate(failed)}
        </Alert>
      )}
      <div data-testid="media-owners-grid">
        <DataGrid<MediaOwnerDto>
          gridRef={gridRef}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={BLOCK}
          maxBlocksInCache={20}
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
          pagination
          paginationPageSize={PAGE_SIZES[0]}
          paginationPageSizeSelector={PAGE_SIZES}
          domLayout="autoHeight"
          tooltipShowDelay={300}
          overlayNoRowsTemplate={`<span>${t('empty')}</span>`}
        />
      </div>
    </>
  );

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
            disabled={!total || shown === 0}
            loading={exporting}
            onClick={exportCsv}
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
