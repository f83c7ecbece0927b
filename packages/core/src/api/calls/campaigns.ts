import { z } from 'zod';
import { defineCalls } from '../call.ts';
import {
  campaignDto,
  campIdBody,
  createCampaignBody,
  deleteCampaignsBody,
  distinctFiltersBody,
  fetchCampaignsBody,
  setTargetAudienceBody,
  updateCampaignBody,
} from '../campaigns.ts';

const camp = { 200: z.object({ camp: campaignDto }) };

/** Campaigns: the list, one campaign, creating, editing and deleting them (SPEC §5). */
export const campaignCalls = defineCalls({
  '/fetch_campaigns': {
    body: fetchCampaignsBody,
    response: { 200: z.object({ camps: z.array(campaignDto) }) },
  },
  '/v2/fetch_distinct_filters': {
    body: distinctFiltersBody,
    response: { 200: z.object({ result: z.record(z.string(), z.array(z.string())) }) },
  },
  '/create_campaign': { body: createCampaignBody, response: camp },
  '/fetch_camp_details': { body: campIdBody, response: camp },
  // SPEC §7's other name for the same call.
  '/campaignDetails': { body: campIdBody, response: camp },
  '/update_campaign': { body: updateCampaignBody, response: camp },
  '/set_target_audience': { body: setTargetAudienceBody, response: camp },
  '/delete_campaigns': { body: deleteCampaignsBody, response: { 200: z.object({ deleted: z.number() }) } },
});
