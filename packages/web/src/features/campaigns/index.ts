// What other features may use of campaigns: the campaign header and its details query.
export { campDetailsQuery, fetchCampDetails, useCampDetails } from './api/fetch-camp-details.ts';
export { useSetTargetAudience } from './api/set-target-audience.ts';
export { type AudienceErrors, AudienceFields } from './components/audience-fields.tsx';
export { useAudienceText } from './components/audience-text.ts';
export { CampaignSummary } from './components/campaign-summary.tsx';
export { useCitiesText } from './components/cities-text.ts';
