// What other features may use of exports: the Excel button (the campaign list's Booked tab) and
// Book Inventory's hand-off toolbar.
export { ExcelButton } from './components/excel-button.tsx';
export { PlanExports } from './components/plan-exports.tsx';
