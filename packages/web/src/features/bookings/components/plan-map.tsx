import { Box } from '@mantine/core';
import type { PlanMapSiteDto } from '@plano/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { LegendEntry } from '../../planning/index.ts';
import { markerStatusOf, STATUS_MARKER_COLORS } from './plan-status.ts';

// MapLibre is heavy: it loads only when the planner turns the map on.
const SitesMap = lazy(() => import('../../planning/index.ts').then((m) => ({ default: m.SitesMap })));

const LEGEND_STATUSES = ['planned', 'pending', 'approved', 'rejected', 'booked'] as const;

/**
 * The plan's sites on the offline base map, coloured by status as the table's badges are, with a
 * legend; a site another campaign has booked for these dates has its own colour; selected rows are
 * ringed.
 */
export function PlanMap({
  sites,
  selectedIds,
}: {
  sites: PlanMapSiteDto[];
  selectedIds: ReadonlySet<number>;
}) {
  const { t } = useTranslation('bookings');
  const legend = useMemo<LegendEntry[]>(
    () => [
      ...LEGEND_STATUSES.map((status) => ({
        key: status,
        color: STATUS_MARKER_COLORS[status],
        label: t(`status.${status}`),
      })),
      {
        key: 'booked_elsewhere',
        color: STATUS_MARKER_COLORS.booked_elsewhere,
        label: t('map.bookedElsewhere'),
      },
      { key: 'selected', color: '#ffffff', ring: '#212529', label: t('map.selected') },
    ],
    [t],
  );
  const markers = useMemo(() => sites.map((site) => ({ ...site, st: markerStatusOf(site) })), [sites]);
  return (
    <Box
      h={480}
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      data-testid="plan-map"
    >
      <Suspense fallback={<PageLoader />}>
        <SitesMap sites={markers} colors={STATUS_MARKER_COLORS} legend={legend} selectedIds={selectedIds} />
      </Suspense>
    </Box>
  );
}
