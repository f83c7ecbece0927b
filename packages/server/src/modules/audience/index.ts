/** What other modules use of audience/: the one way in (issue 26, decision 0033). */
export { campaignPlanAudience } from './service.ts';
