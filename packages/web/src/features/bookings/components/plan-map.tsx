import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { LegendEntry, MarkerCluster } from '../../planning/index.ts';
import { type PlanMapView, usePlanMap } from '../api/fetch-booked-inventory.ts';
import { clusterStatus, markerStatusOf, STATUS_MARKER_COLORS } from './plan-status.ts';

// MapLibre is heavy: it loads only when the planner turns the map on.
const SitesMap = lazy(() => import('../../planning/index.ts').then((m) => ({ default: m.SitesMap })));

const LEGEND_STATUSES = ['planned', 'pending', 'approved', 'rejected', 'booked'] as const;

/**
 * The plan's sites on the offline base map, coloured by status as the table's badges are, with a
 * legend; a site another campaign has booked for these dates has its own colour; selected rows are
 * ringed. A plan the server answers whole as markers is drawn once; a bigger one comes as clusters,
 * each in the colour of the status most of its sites are at, and the map asks for the sites of each
 * view it settles on (decision 0043).
 */
export function PlanMap({ campId, selectedIds }: { campId: string; selectedIds: ReadonlySet<number> }) {
  const { t } = useTranslation('bookings');
  const whole = usePlanMap(campId, null);
  const [view, setView] = useState<PlanMapView | null>(null);
  // Every site came as a marker: the map has them all, and asks nothing more as it moves.
  const clustered = !!whole.data && whole.data.sites === null;
  const inView = usePlanMap(campId, view, clustered && view !== null);
  // A big plan's first answer only says where to open: the clusters drawn are those of the view.
  const answer = clustered ? (view ? inView.data : undefined) : whole.data;
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
  // A cluster is coloured by its sites' statuses: its line in the legend is neutral grey.
  const clusterLegend = useMemo<LegendEntry>(
    () => ({ key: 'cluster', color: '#adb5bd', label: t('map.clusterLegend') }),
    [t],
  );
  const markers = useMemo(
    () => (answer?.sites ?? []).map((site) => ({ ...site, st: markerStatusOf(site) })),
    [answer],
  );
  // Drawn by the planning map's cluster layers, in the colour of the status most of a cluster's
  // sites are at; the ring there is of booked elsewhere too.
  const clusters = useMemo<MarkerCluster[]>(
    () =>
      (answer?.clusters ?? []).map(({ booked_elsewhere, statuses, ...cluster }) => {
        const { st, label } = clusterStatus(statuses, (status) => t(`status.${status}`));
        return {
          ...cluster,
          planned: 0,
          booked: booked_elsewhere,
          st,
          label: t('map.clusterStatuses', { list: label }),
        };
      }),
    [answer, t],
  );
  return (
    <>
      {clustered && (
        <Group gap="sm" mb={6} mih={22} wrap="wrap">
          {answer && (
            <Text size="sm" c="dimmed" data-testid="plan-map-in-view">
              {t('map.inView', { count: answer.total_count, n: formatNumber(answer.total_count) })}
            </Text>
          )}
          {answer?.clusters && (
            <Text size="xs" c="dimmed" data-testid="plan-map-clustered">
              {t('map.clustered')}
            </Text>
          )}
          {(inView.isFetching || !answer) && (
            <Group gap={6} data-testid="plan-map-loading">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('map.loading')}
              </Text>
            </Group>
          )}
        </Group>
      )}
      <Box
        h={480}
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="plan-map"
      >
        {whole.isError ? (
          <Alert color="red">{t('table.loadError')}</Alert>
        ) : !whole.data ? (
          <PageLoader />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <SitesMap
              sites={markers}
              clusters={clusters}
              centre={whole.data.centre}
              colors={STATUS_MARKER_COLORS}
              legend={legend}
              clusterLegend={clusterLegend}
              selectedIds={selectedIds}
              onBounds={(bounds, zoom) => setView({ bounds, zoom })}
            />
          </Suspense>
        )}
      </Box>
      {inView.isError && (
        <Alert color="red" mt="xs">
          {t('table.loadError')}
        </Alert>
      )}
    </>
  );
}
