/** What other modules use of alerts/: the one way in (issue 26, decision 0033). */
export { type AlertPush, sendAlert } from './alerts.ts';
export { alertBooked, alertOwnerDecision } from './booking-alerts.ts';
