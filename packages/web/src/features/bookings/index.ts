// What other features may use of bookings: the plan table (the open approval page shows it too).

export { usePlanSiteIds } from './api/fetch-booked-inventory.ts';
export { PlanTable } from './components/plan-table.tsx';
