import { Badge, Button, Group } from '@mantine/core';
import type { BookedCampDto, SiteDto } from '@plano/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { formatNumber, money } from '../../../../lib/format.ts';

type Cell = ICellRendererParams<SiteDto>;

/** Availability, and a Status button when other campaigns have booked the site (SPEC §2). */
function StatusCell({
  data,
  t,
  onStatus,
}: {
  data?: SiteDto;
  t: TFunction;
  onStatus(c: BookedCampDto[]): void;
}) {
  if (!data) return null;
  const booked = data.availability === 'Booked';
  return (
    <Group gap={6} wrap="nowrap" h="100%">
      <Badge color={booked ? 'orange' : 'teal'} variant="light" size="sm">
        {booked ? t('planning:grid.booked') : t('planning:grid.available')}
      </Badge>
      {data.booked_camps.length > 0 && (
        <Button
          size="compact-xs"
          variant="default"
          // Enter on the cell presses it: the grid is one Tab stop (grid-keyboard.ts).
          tabIndex={-1}
          data-testid={`status-${data._id}`}
          onClick={() => onStatus(data.booked_camps)}
        >
          {t('planning:grid.status')}
        </Button>
      )}
    </Group>
  );
}

export function gridColumns(t: TFunction, onStatus: (camps: BookedCampDto[]) => void): ColDef<SiteDto>[] {
  return [
    { field: 'site_code', headerName: t('planning:grid.columns.siteCode'), width: 150, pinned: 'left' },
    { field: 'location', headerName: t('planning:grid.columns.location'), flex: 1, minWidth: 200 },
    { field: 'city', headerName: t('planning:grid.columns.city'), width: 120 },
    { field: 'media_type', headerName: t('planning:grid.columns.mediaType'), width: 130 },
    {
      field: 'inventory_cost',
      headerName: t('planning:grid.columns.price'),
      width: 150,
      type: 'rightAligned',
      valueFormatter: ({ value }) => (typeof value === 'number' ? money(value) : ''),
    },
    { field: 'media_owner', headerName: t('planning:grid.columns.mediaOwner'), width: 160 },
    { field: 'format', headerName: t('planning:grid.columns.format'), width: 130 },
    {
      field: 'final_score',
      headerName: t('planning:grid.columns.score'),
      width: 100,
      type: 'rightAligned',
      // Shown on the slider's 0–150 scale, where the site's fraction is multiplied by 100.
      valueFormatter: ({ value }) => (typeof value === 'number' ? String(Math.round(value * 100)) : ''),
    },
    {
      field: 'traffic_density',
      headerName: t('planning:grid.columns.traffic'),
      width: 110,
      valueFormatter: ({ value }) =>
        value ? t(`planning:filters.traffic.${value}`, { defaultValue: value }) : '',
    },
    {
      colId: 'size',
      headerName: t('planning:grid.columns.size'),
      width: 120,
      valueGetter: ({ data }) => (data ? `${formatNumber(data.width)} × ${formatNumber(data.height)} m` : ''),
    },
    {
      field: 'type',
      headerName: t('planning:grid.columns.type'),
      width: 100,
      valueFormatter: ({ value }) =>
        value === 'digital' ? t('planning:filters.digital') : t('planning:filters.ooh'),
    },
    {
      colId: 'status',
      headerName: t('planning:grid.columns.status'),
      width: 170,
      pinned: 'right',
      cellRenderer: ({ data }: Cell) => <StatusCell data={data} t={t} onStatus={onStatus} />,
    },
  ];
}
