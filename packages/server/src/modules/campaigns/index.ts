/** What other modules use of campaigns/: the one way in (issue 26, decision 0033). */
export { CAMPAIGN_COLUMNS, CAMPAIGN_FROM, type CampaignRow, presentCampaign } from './presenter.ts';
export { campaignById, getCampaign } from './service.ts';
export { visibleCampaigns } from './visibility.ts';
