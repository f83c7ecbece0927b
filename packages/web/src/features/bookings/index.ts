// What other features may use of bookings: the plan table (the open approval page shows it too).
export { PlanTable } from './components/plan-table.tsx';
