import { lazy } from 'react';

// What other features may use of bookings: the plan's paged table (the open approval page shows
// the owner's part with it) and the plan's ids (the planning page's figures).

export { type PlanPageQuery, usePlanSiteIds } from './api/fetch-booked-inventory.ts';

// The plan table brings AG Grid (~1 MB of code): it loads when a page shows it, not with every page
// that imports this door (the planning page only needs the plan's ids).
export const PlanPagedTable = lazy(() =>
  import('./components/plan-paged-table.tsx').then((m) => ({ default: m.PlanPagedTable })),
);
