import { Badge, Tooltip } from '@mantine/core';
import type { PlanRowDto } from '@plano/core';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, money, tableDate, tableDateWidth } from '../../../lib/format.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { STATUS_COLORS } from './plan-status.ts';

// 1,2 in Spanish, 1.2 in English.
const metres = ({ value }: { value: number | null | undefined }) =>
  typeof value === 'number' ? formatNumber(value) : '';

/**
 * Where the code, the status and the checkboxes go: pinned left, except on a phone, where two pinned
 * columns and the checkboxes are wider than the grid (AG Grid unpins some and the site code ends cut
 * at the right edge); there nothing is pinned and the grid scrolls. null, not undefined: AG Grid
 * keeps a pinned column pinned when its new definition leaves it out.
 */
export const usePlanPinning = () => (usePhone() ? null : 'left');

/**
 * The plan table's columns (Book Inventory's and the owner's approval page's): code and status
 * pinned, the status badge with "booked elsewhere" beside it when a row carries it.
 */
export function usePlanColumns(rows: PlanRowDto[] | undefined): ColDef<PlanRowDto>[] {
  const { t } = useTranslation('bookings');
  const pinned = usePlanPinning();
  const twoBadges = !!rows?.some((row) => row.booked_elsewhere && row.status !== 'booked');
  return useMemo<ColDef<PlanRowDto>[]>(
    () => [
      { field: 'site_code', headerName: t('table.siteCode'), width: 150, pinned },
      // Right after the code: the status is what every action on the plan depends on.
      {
        field: 'status',
        headerName: t('table.status'),
        // 'AWAITING OWNER' whole in its pill.
        width: 180,
        pinned,
        // A site another campaign has booked for these dates says so beside its status: it can be
        // neither sent for approval nor booked.
        cellRenderer: ({ value, data }: { value?: string; data?: PlanRowDto }) =>
          value ? (
            <>
              <Badge variant="light" color={STATUS_COLORS[value] ?? 'gray'}>
                {t(`status.${value}`, { defaultValue: value })}
              </Badge>
              {data?.booked_elsewhere && value !== 'booked' && (
                <Tooltip label={t('issues.bookedElsewhereHint')} multiline w={260} withArrow>
                  <Badge
                    ml={4}
                    variant="filled"
                    color="grape"
                    tabIndex={0}
                    data-testid="plan-booked-elsewhere"
                  >
                    {t('issues.bookedElsewhereBadge')}
                  </Badge>
                </Tooltip>
              )}
            </>
          ) : null,
        // Wide enough for both badges when one of the rows carries the second.
        ...(twoBadges ? { width: 300 } : {}),
      },
      { field: 'media_owner', headerName: t('table.mediaOwner'), width: 180 },
      { field: 'location', headerName: t('table.location'), flex: 1, minWidth: 220 },
      { field: 'supplier_code', headerName: t('table.supplierCode'), width: 170 },
      {
        field: 'width',
        headerName: t('table.width'),
        width: 115,
        type: 'rightAligned',
        valueFormatter: metres,
      },
      {
        field: 'height',
        headerName: t('table.height'),
        width: 115,
        type: 'rightAligned',
        valueFormatter: metres,
      },
      { field: 'city', headerName: t('table.city'), width: 130 },
      { field: 'media_type', headerName: t('table.mediaType'), width: 140 },
      {
        field: 'price',
        headerName: t('table.price'),
        width: 140,
        type: 'rightAligned',
        valueFormatter: ({ value }) => (typeof value === 'number' ? money(value) : ''),
      },
      {
        field: 'approved_by',
        headerName: t('table.approvedBy'),
        width: 150,
        valueFormatter: ({ value }) => value ?? '—',
      },
      {
        field: 'booking_start',
        headerName: t('table.bookingStart'),
        width: tableDateWidth(),
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
      },
      {
        field: 'booking_end',
        headerName: t('table.bookingEnd'),
        width: tableDateWidth(),
        valueFormatter: ({ value }) => (value ? tableDate(value) : ''),
      },
    ],
    [t, pinned, twoBadges],
  );
}
