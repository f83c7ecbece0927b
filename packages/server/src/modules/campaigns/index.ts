/** What other modules use of campaigns/: the one way in (issue 26, decision 0033). */
export { presentCampaign } from './presenter.ts';
export { type CampaignRow, campaignRowById, visibleCampaigns } from './queries.ts';
export { campaignById, getCampaign } from './service.ts';
