import { apiContract, EXPORT_MESSAGES, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../auth/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import { sendCampaignList, syncOwnerInventory } from './digital-lists.ts';
import { platformUrl } from './platform-client.ts';

const tags = ['integrations'];

export function digitalScreenRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, config } = context;
  return async (app) => {
    app.post(
      '/createScreenoList',
      {
        schema: { tags, ...apiContract['/createScreenoList'] },
        config: { policies: [POLICIES.campaignTransfer] },
      },
      async (request) => {
        const { campId, sites, screenoCred } = request.body;
        const url = platformUrl(config);
        const camp = await getCampaign(database, actorOf(request), campId);
        const count = await sendCampaignList(database, config, camp, screenoCred, sites);
        return { msg: EXPORT_MESSAGES.listCreated, sites: count, platform_url: url };
      },
    );

    app.post(
      '/syncListToScreeno',
      {
        schema: { tags, ...apiContract['/syncListToScreeno'] },
        config: { policies: [POLICIES.inventoryManagement] },
      },
      async (request) => {
        const { vendor_inventory, email, password } = request.body;
        const url = platformUrl(config);
        const count = await syncOwnerInventory(database, config, actorOf(request), vendor_inventory, {
          email,
          password,
        });
        return { msg: EXPORT_MESSAGES.listSynced, sites: count, platform_url: url };
      },
    );
  };
}
