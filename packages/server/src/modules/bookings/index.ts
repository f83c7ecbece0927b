/** What other modules use of bookings/: the one way in (issue 26, decision 0033). */
export { bookedElsewhere } from './booked-elsewhere.ts';
export { bookedSitesOf } from './booked-sites.ts';
export { codes, lockPlanRows, recordHistory, refreshCampaignStatus, requireStatus } from './lifecycle.ts';
export { planPeriod } from './period.ts';
export { ownerPartPageOf, ownerPendingIdsOf, planOf } from './plan.ts';
