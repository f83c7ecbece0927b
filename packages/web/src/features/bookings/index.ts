import { lazy } from 'react';

// What other features may use of bookings: the plan table (the open approval page shows it too).

export { usePlanSiteIds } from './api/fetch-booked-inventory.ts';

// The plan table brings AG Grid (~1 MB of code): it loads when a page shows it, not with every page
// that imports this door (the planning page only needs the plan's ids).
export const PlanTable = lazy(() =>
  import('./components/plan-table.tsx').then((m) => ({ default: m.PlanTable })),
);
