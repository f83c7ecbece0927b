import {
  bookInventoryBody,
  budgetExceededDto,
  campaignDto,
  campOnlyBody,
  POLICIES,
  planRowDto,
} from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../platform/http/auth-guard.ts';
import { getCampaign } from '../campaigns/service.ts';
import { addToPlan } from './add-to-plan.ts';
import { planOf } from './plan.ts';

const tags = ['bookings'];

export function bookingRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v2/book_inventory',
      {
        schema: {
          tags,
          body: bookInventoryBody,
          response: { 200: z.object({ camp: campaignDto, added: z.number() }), 409: budgetExceededDto },
        },
        config: { policies: [POLICIES.addToPlan] },
      },
      async (request) => {
        const actor = actorOf(request);
        const { campId, inv_ids, bookingWithIncreasedBudget } = request.body;
        const camp = await getCampaign(database, actor, campId);
        const { added } = await addToPlan(database, camp, inv_ids, bookingWithIncreasedBudget === true);
        return { camp: await getCampaign(database, actor, campId), added };
      },
    );

    app.post(
      '/fetch_booked_inventory',
      {
        schema: {
          tags,
          body: campOnlyBody,
          response: { 200: z.object({ booked_inventory: z.array(planRowDto) }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        return { booked_inventory: await planOf(database, camp, actor.agencyId) };
      },
    );
  };
}
