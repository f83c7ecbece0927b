import { Tooltip } from '@mantine/core';
import { LIGHTING, STATIC_DIGITAL, type StateCitiesDto, TEMPLATE_COLUMNS } from '@plano/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useColumnLabels } from './column-labels.ts';

/** A row of either grid: template values by key, and the message of each bad cell. */
export interface EditableRow {
  id: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  planning_enabled?: boolean;
  site_map?: string | null;
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join('; ')
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : String(value);

/** The value, and a warning icon whose tooltip is the cell's error (SPEC §2). */
function ErrorCell({
  value,
  data,
  colDef,
  translate,
}: ICellRendererParams<EditableRow> & { translate(m: string): string }) {
  const key = colDef?.colId ?? '';
  const error = data?.errors[key];
  if (!error) return <span>{shown(value)}</span>;
  const message = translate(error);
  return (
    <Tooltip label={message} withArrow>
      <span
        // red.9: red.8 on the cell's red.0 tint is under 4.5:1 contrast.
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: 'var(--mantine-color-red-9)' }}
      >
        <IconAlertTriangle size={14} aria-label={message} role="img" />
        {shown(value)}
      </span>
    </Tooltip>
  );
}

/** Both grids: long names (in Spanish above all) wrap in the header instead of being cut. */
export const COLUMN_DEFAULTS: ColDef<EditableRow> = { wrapHeaderText: true, autoHeaderHeight: true };

/**
 * The template columns of both grids, named in the reader's language, and the translator of the
 * server's messages that names those columns the same way.
 */
export function useTemplateColumns(places: StateCitiesDto[] | undefined) {
  const { label, serverField } = useColumnLabels();
  const translate = useTranslateMessage(serverField);
  const columns = useMemo(
    () => templateColumnDefs(places, (m) => translate(m) ?? m, label),
    [places, translate, label],
  );
  return { columns, translate };
}

/**
 * One editable column per template column; city, state, lighting and static/digital are dropdowns
 * (SPEC §5), a city's options those of the row's state. The header's tooltip is the column's
 * name in the spreadsheet.
 */
function templateColumnDefs(
  places: StateCitiesDto[] | undefined,
  translate: (m: string) => string,
  label: (key: string) => string,
): ColDef<EditableRow>[] {
  const states = places?.map((p) => p.state) ?? [];
  return TEMPLATE_COLUMNS.map((column) => {
    const def: ColDef<EditableRow> = {
      colId: column.key,
      headerName: label(column.key),
      headerTooltip: column.key,
      valueGetter: ({ data }) => data?.values[column.key] ?? null,
      valueSetter: ({ data, newValue }) => {
        data.values = { ...data.values, [column.key]: newValue };
        return true;
      },
      editable: column.key !== 's_no',
      width: column.key === 'location' ? 240 : column.key === 'site_code' ? 170 : 140,
      cellRenderer: ErrorCell,
      cellRendererParams: { translate },
      cellClassRules: { 'inventory-cell-error': ({ data }) => !!data?.errors[column.key] },
    };
    if (column.key === 'site_code') def.pinned = 'left';
    if (column.kind === 'lighting' || column.kind === 'state' || column.kind === 'static_digital') {
      def.cellEditor = 'agSelectCellEditor';
      def.cellEditorParams = {
        values:
          column.kind === 'lighting' ? [...LIGHTING] : column.kind === 'state' ? states : [...STATIC_DIGITAL],
      };
    }
    if (column.kind === 'city') {
      def.cellEditor = 'agSelectCellEditor';
      def.cellEditorParams = ({ data }: { data: EditableRow }) => ({
        values: places?.find((p) => p.state === data.values.state)?.cities ?? [],
      });
    }
    return def;
  });
}
