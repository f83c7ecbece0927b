import {
  campaignDto,
  campIdBody,
  createCampaignBody,
  deleteCampaignsBody,
  distinctFiltersBody,
  fetchCampaignsBody,
  POLICIES,
  setTargetAudienceBody,
  updateCampaignBody,
} from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../auth/index.ts';
import { distinctFilters } from './distinct-filters.ts';
import {
  createCampaign,
  deleteCampaigns,
  getCampaign,
  listCampaigns,
  setTargetAudience,
  updateCampaign,
} from './service.ts';

const campResponse = { 200: z.object({ camp: campaignDto }) };
const tags = ['campaigns'];

export function campaignRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_campaigns',
      {
        schema: {
          tags,
          body: fetchCampaignsBody,
          response: { 200: z.object({ camps: z.array(campaignDto) }) },
        },
      },
      async (request) => ({ camps: await listCampaigns(database, actorOf(request), request.body.type) }),
    );

    app.post(
      '/v2/fetch_distinct_filters',
      {
        schema: {
          tags,
          body: distinctFiltersBody,
          response: { 200: z.object({ result: z.record(z.string(), z.array(z.string())) }) },
        },
      },
      async (request) => ({ result: await distinctFilters(database, request.body) }),
    );

    app.post(
      '/create_campaign',
      {
        schema: { tags, body: createCampaignBody, response: campResponse },
        config: { policies: [POLICIES.createCampaign] },
      },
      async (request) => ({ camp: await createCampaign(database, actorOf(request), request.body) }),
    );

    for (const path of ['/fetch_camp_details', '/campaignDetails']) {
      app.post(path, { schema: { tags, body: campIdBody, response: campResponse } }, async (request) => ({
        camp: await getCampaign(database, actorOf(request), request.body.campId),
      }));
    }

    app.post(
      '/update_campaign',
      {
        schema: { tags, body: updateCampaignBody, response: campResponse },
        config: { policies: [POLICIES.campaignUpdate] },
      },
      async (request) => ({
        camp: await updateCampaign(database, actorOf(request), request.body.campId, request.body.data),
      }),
    );

    app.post(
      '/set_target_audience',
      {
        schema: { tags, body: setTargetAudienceBody, response: campResponse },
        config: { policies: [POLICIES.campaignUpdate] },
      },
      async (request) => ({
        camp: await setTargetAudience(
          database,
          actorOf(request),
          request.body.campId,
          request.body.target_audience,
        ),
      }),
    );

    app.post(
      '/delete_campaigns',
      {
        schema: { tags, body: deleteCampaignsBody, response: { 200: z.object({ deleted: z.number() }) } },
        config: { policies: [POLICIES.deleteCampaign] },
      },
      async (request) => ({
        deleted: await deleteCampaigns(database, actorOf(request), request.body.campIds),
      }),
    );
  };
}
