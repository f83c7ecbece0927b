import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const tags = ['campaigns'];

export function campaignRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_campaigns',
      {
        schema: { tags, ...apiContract['/fetch_campaigns'] },
      },
      async (request) => ({ camps: await listCampaigns(database, actorOf(request), request.body.type) }),
    );

    app.post(
      '/v2/fetch_distinct_filters',
      {
        schema: { tags, ...apiContract['/v2/fetch_distinct_filters'] },
      },
      async (request) => ({ result: await distinctFilters(database, request.body) }),
    );

    app.post(
      '/create_campaign',
      {
        schema: { tags, ...apiContract['/create_campaign'] },
        config: { policies: [POLICIES.createCampaign] },
      },
      async (request) => ({ camp: await createCampaign(database, actorOf(request), request.body) }),
    );

    for (const path of ['/fetch_camp_details', '/campaignDetails'] as const) {
      app.post(path, { schema: { tags, ...apiContract[path] } }, async (request) => ({
        camp: await getCampaign(database, actorOf(request), request.body.campId),
      }));
    }

    app.post(
      '/update_campaign',
      {
        schema: { tags, ...apiContract['/update_campaign'] },
        config: { policies: [POLICIES.campaignUpdate] },
      },
      async (request) => ({
        camp: await updateCampaign(database, actorOf(request), request.body.campId, request.body.data),
      }),
    );

    app.post(
      '/set_target_audience',
      {
        schema: { tags, ...apiContract['/set_target_audience'] },
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
        schema: { tags, ...apiContract['/delete_campaigns'] },
        config: { policies: [POLICIES.deleteCampaign] },
      },
      async (request) => ({
        deleted: await deleteCampaigns(database, actorOf(request), request.body.campIds),
      }),
    );
  };
}
