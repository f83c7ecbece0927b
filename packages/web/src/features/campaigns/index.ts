// What other features may use of campaigns: the campaign header and its details query.
export { campDetailsQuery, fetchCampDetails, useCampDetails } from './api/fetch-camp-details.ts';
export { CampaignSummary } from './components/campaign-summary.tsx';
export { useCitiesText } from './components/cities-text.ts';
