import { apiContract, EXPORT_MESSAGES, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../auth/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import { sendToAuditTool } from './locaudit.ts';

const tags = ['integrations'];

export function auditToolRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, config } = context;
  return async (app) => {
    app.post(
      '/make_locaudit_camp',
      {
        schema: { tags, ...apiContract['/make_locaudit_camp'] },
        config: { policies: [POLICIES.campaignTransfer] },
      },
      async (request) => {
        const camp = await getCampaign(database, actorOf(request), request.body.campId);
        const { sites } = await sendToAuditTool(database, config, camp);
        return { msg: EXPORT_MESSAGES.locauditSynced, sites, locaudit_created: true };
      },
    );
  };
}
