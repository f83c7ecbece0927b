import { Box } from '@mantine/core';
import type { PlanRowDto } from '@plano/core';
import { lazy, Suspense, useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';

// MapLibre is heavy: it loads only when the planner turns the map on.
const SitesMap = lazy(() => import('../../planning/index.ts').then((m) => ({ default: m.SitesMap })));

/** The plan's sites on the offline base map; selected rows are highlighted. */
export function PlanMap({ rows, selectedIds }: { rows: PlanRowDto[]; selectedIds: ReadonlySet<number> }) {
  const sites = useMemo(
    () =>
      rows.map((row) => ({
        _id: row._id,
        site_code: row.site_code,
        lng: row.loc.coordinates[0],
        lat: row.loc.coordinates[1],
        price: row.price,
        type: row.type,
        media_type: row.media_type,
      })),
    [rows],
  );
  return (
    <Box
      h={480}
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      data-testid="plan-map"
    >
      <Suspense fallback={<PageLoader />}>
        <SitesMap sites={sites} selectedIds={selectedIds} />
      </Suspense>
    </Box>
  );
}
