import { DEFAULT_TARGET_AUDIENCE, type TargetAudience } from '@plano/core';
import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import { sql } from '../../db/sql.ts';
import * as q from './queries.ts';

/** Sex and classes narrowed: the target share reads the rings' sex and class counts. */
const narrowed: TargetAudience = { sex: 'female', age_from: 20, age_to: 40, classes: ['ab', 'c1a'] };

it('plans every audience query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    'sitesByIdsQuery (default audience)': q.sitesByIdsQuery(DEFAULT_TARGET_AUDIENCE, [1, 2], 0.25),
    'sitesByIdsQuery (narrowed audience)': q.sitesByIdsQuery(narrowed, [1, 2], 0.01),
    plannedSitesQuery: q.plannedSitesQuery(narrowed, EXAMPLE_ID.campaign, 0.01),
    countedPlanSiteIds: q.countedPlanSiteIds(EXAMPLE_ID.campaign),
    proposedSitesQuery: q.proposedSitesQuery([3, 1, 2]),
    scopedSitesQuery: q.scopedSitesQuery(narrowed, sql`s.planning_enabled`, 5_000_000, 0.01),
    optimizeJobOf: q.optimizeJobOf(EXAMPLE_ID.campaign, 'optimize_plan', EXAMPLE_ID.user),
    scopedSitesCount: q.scopedSitesCount(sql`s.planning_enabled`, 5_000_000, 1_000_001),
  });
});
