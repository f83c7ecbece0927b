import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { type InventoryUploadDto, TEMPLATE_EXAMPLE_SITE_CODE } from '@plano/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataGrid } from '../../../components/data-grid.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { type OwnerRef, uploadInventoryFile, useStateCities, useSubmitRows } from '../api/inventory-api.ts';
import { COLUMN_DEFAULTS, type EditableRow, useTemplateColumns } from './template-columns.tsx';

const toRows = (result: InventoryUploadDto): EditableRow[] =>
  result.error.map((e) => ({ id: e.row, values: { ...e.data }, errors: e.errors }));

/** A cell being edited (inline or in a popup list): Esc there belongs to the grid, which cancels the edit. */
const EDITING = '.ag-cell-inline-editing, .ag-popup-editor, .ag-popup';
const inGridEditor = (target: EventTarget | null) => target instanceof Element && !!target.closest(EDITING);

/** Add Inventory: the file, the `{n} out of {total}` result and the grid to fix the failed rows. */
export function AddInventoryModal({
  owner,
  opened,
  onClose,
}: {
  owner: OwnerRef;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('inventory');
  const client = useQueryClient();
  const places = useStateCities();
  const { columns, translate } = useTemplateColumns(places.data);
  const submit = useSubmitRows(owner);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InventoryUploadDto | null>(null);
  const [failed, setFailed] = useState<EditableRow[]>([]);

  const show = (next: InventoryUploadDto) => {
    setResult(next);
    setFailed(toRows(next));
  };
  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      show(await uploadInventoryFile(owner, file, setProgress));
      void client.invalidateQueries({ queryKey: ['owner-inventory'] });
    } catch (e) {
      setError(translate(e instanceof Error ? e.message : String(e)) ?? null);
    } finally {
      setProgress(null);
    }
  };
  const resubmit = async () => {
    try {
      const data = failed.map((r) => ({ ...r.values, row: r.id }));
      show(await submit.mutateAsync(data));
    } catch (e) {
      setError(translate(e instanceof Error ? e.message : String(e)) ?? null);
    }
  };
  const close = () => {
    setAskingClose(false);
    setFile(null);
    setResult(null);
    setFailed([]);
    setError(null);
    onClose();
  };
  // Failed rows live only here: closing with some left asks before they are thrown away.
  const [askingClose, setAskingClose] = useState(false);
  const requestClose = () => {
    if (failed.length > 0) setAskingClose(true);
    else close();
  };
  // Mantine's own Esc (closeOnEscape) listens on the window before the grid sees the key, so one
  // Esc would close the dialog mid-edit; ours looks first (capture, while the editor is still in
  // the page) and leaves an editing cell's Esc to the grid.
  useWindowEvent(
    'keydown',
    (event) => {
      if (!opened || askingClose || event.key !== 'Escape' || event.isComposing) return;
      if (inGridEditor(event.target)) return;
      requestClose();
    },
    { capture: true },
  );
  const ok = result ? result.added.length + result.updated.length : 0;

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      closeOnEscape={false}
      title={t('add.title')}
      size={failed.length ? '90%' : 'lg'}
    >
      <Stack>
        <FileInput
          label={t('add.file')}
          description={t('add.fileHint')}
          placeholder={t('add.choose')}
          leftSection={<IconUpload size={16} />}
          accept=".xlsx,.xls,.csv"
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress * 100} aria-label={t('add.adding')} />
            <Text size="xs" c="dimmed">
              {t('add.adding')} {Math.round(progress * 100)}%
            </Text>
          </Stack>
        )}
        {error && <Alert color="red">{error}</Alert>}
        {result && (
          <Alert color={failed.length ? 'yellow' : 'green'} data-testid="import-result">
            {t('add.result', { n: formatNumber(ok), total: formatNumber(result.total) })}
            {ok > 0 && (
              <Text size="sm" mt={4}>
                {t('add.merged', {
                  added: formatNumber(result.added.length),
                  updated: formatNumber(result.updated.length),
                })}
              </Text>
            )}
            {result.example_skipped && (
              <Text size="sm" mt={4} data-testid="import-example-skipped">
                {t('add.exampleSkipped', { code: TEMPLATE_EXAMPLE_SITE_CODE })}
              </Text>
            )}
            {result.unknown_columns.length > 0 && (
              <Text size="sm" mt={4}>
                {t('add.unknown', { columns: result.unknown_columns.join(', ') })}
              </Text>
            )}
          </Alert>
        )}
        {failed.length > 0 && (
          <>
            <Title order={4}>{t('add.fix')}</Title>
            <div style={{ height: 320 }} data-testid="correction-grid">
              <DataGrid<EditableRow>
                rowData={failed}
                columnDefs={columns}
                defaultColDef={COLUMN_DEFAULTS}
                suppressColumnVirtualisation
                getRowId={({ data }) => String(data.id)}
                stopEditingWhenCellsLoseFocus
                // The grid has some 120 columns: the first bad cell is brought into view.
                onFirstDataRendered={({ api }) => {
                  const first = Object.keys(api.getDisplayedRowAtIndex(0)?.data?.errors ?? {})[0];
                  if (first) api.ensureColumnVisible(first, 'middle');
                }}
                onCellValueChanged={({ data, colDef }) => {
                  // An edited cell loses its warning; the server checks it again on Submit.
                  const key = colDef.colId ?? '';
                  setFailed((rows) =>
                    rows.map((r) =>
                      r.id === data.id
                        ? {
                            ...r,
                            values: data.values,
                            errors: Object.fromEntries(Object.entries(r.errors).filter(([k]) => k !== key)),
                          }
                        : r,
                    ),
                  );
                }}
              />
            </div>
          </>
        )}
        <Group justify="flex-end">
          {failed.length > 0 && (
            <Button onClick={resubmit} loading={submit.isPending}>
              {t('add.submit')}
            </Button>
          )}
          <Button
            onClick={upload}
            disabled={!file}
            loading={progress !== null}
            variant={failed.length ? 'default' : 'filled'}
          >
            {t('add.upload')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={askingClose}
        title={t('add.discardTitle')}
        confirmLabel={t('add.discardYes', { count: failed.length })}
        cancelLabel={t('add.discardNo')}
        onCancel={() => setAskingClose(false)}
        onConfirm={close}
        testId="discard-rows"
      >
        {t('add.discardText', { count: failed.length, n: formatNumber(failed.length) })}
      </ConfirmDialog>
    </Modal>
  );
}
