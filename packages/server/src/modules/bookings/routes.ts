import { apiContract, POLICIES, type planMapBody } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { alertBooked } from '../alerts/index.ts';
import { actorOf } from '../auth/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import { sitesChoiceOf } from '../planning/index.ts';
import { addToPlan } from './add-to-plan.ts';
import { planHistory } from './history.ts';
import { bookSites, removeSites } from './internal-approval.ts';
import { planMapAnswer, planOf, planPageOf, planSiteIdsOf } from './plan.ts';
import { sendForApproval } from './send-for-approval.ts';

const tags = ['bookings'];

export function bookingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, images } = context;
  return async (app) => {
    app.post(
      '/v2/book_inventory',
      {
        schema: { tags, ...apiContract['/v2/book_inventory'] },
        config: { policies: [POLICIES.addToPlan] },
      },
      async (request) => {
        const actor = actorOf(request);
        const { campId, bookingWithIncreasedBudget, addBookedElsewhere } = request.body;
        const camp = await getCampaign(database, actor, campId);
        const { added } = await addToPlan(database, camp, sitesChoiceOf(request.body), actor, {
          raiseBudget: bookingWithIncreasedBudget === true,
          addBookedElsewhere: addBookedElsewhere === true,
        });
        return { camp: await getCampaign(database, actor, campId), added };
      },
    );

    app.post(
      '/fetch_booked_inventory',
      { schema: { tags, ...apiContract['/fetch_booked_inventory'] } },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        return { booked_inventory: await planOf(database, images, camp, actor) };
      },
    );

    app.post(
      '/fetch_plan_site_ids',
      { schema: { tags, ...apiContract['/fetch_plan_site_ids'] } },
      async (request) => {
        const camp = await getCampaign(database, actorOf(request), request.body.campId);
        return { ids: await planSiteIdsOf(database, camp._id, request.body.refused) };
      },
    );

    app.post(
      '/fetch_plan_page',
      { schema: { tags, ...apiContract['/fetch_plan_page'] } },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        return planPageOf(database, images, camp, actor, request.body);
      },
    );

    // Declared as text, as the planning map is: the database wrote the JSON; the schema documents it.
    app.post<{ Body: z.output<typeof planMapBody>; Reply: string }>(
      '/fetch_plan_map',
      { schema: { tags, ...apiContract['/fetch_plan_map'] } },
      async (request, reply) => {
        const { campId, bounds, zoom } = request.body;
        const camp = await getCampaign(database, actorOf(request), campId);
        const answer = await planMapAnswer(database, camp._id, { bounds, zoom });
        return reply.type('application/json; charset=utf-8').send(answer);
      },
    );

    app.post(
      '/send_inv_approval',
      {
        schema: { tags, ...apiContract['/send_inv_approval'] },
        // Mails the media owners: a confirmed address first, and the account's hourly limit.
        config: { policies: [POLICIES.approver], confirmedEmail: true },
      },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        await sendForApproval(context, actor, camp, request.body.invIds);
        // The rows it sent, as they now are: not the whole plan (26 MB for 19,418 sites, decision 0042).
        const siteIds = request.body.invIds;
        return { booked_inventory: await planOf(database, images, camp, actor, { siteIds }) };
      },
    );

    app.post(
      '/internal_approval',
      {
        schema: { tags, ...apiContract['/internal_approval'] },
        config: { policies: [POLICIES.internalApproval] },
      },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        const { booked, notBooked } = await bookSites(database, actor, camp, request.body.invIds);
        await alertBooked(database, context.realtime, {
          campaignId: camp._id,
          siteIds: booked,
          actorId: actor.id,
        });
        // The rows it was asked to book, as they now are (decision 0042).
        const siteIds = request.body.invIds;
        const rows = await planOf(database, images, camp, actor, { siteIds });
        return { booked_inventory: rows, not_booked: notBooked };
      },
    );

    app.post(
      '/remove_booked_sites',
      {
        schema: { tags, ...apiContract['/remove_booked_sites'] },
        config: { policies: [POLICIES.removeBookedInventory] },
      },
      async (request) => {
        const actor = actorOf(request);
        const camp = await getCampaign(database, actor, request.body.campId);
        await removeSites(database, actor, camp, request.body.invIds);
        return { camp: await getCampaign(database, actor, camp._id) };
      },
    );

    app.post(
      '/fetch_plan_history',
      {
        schema: { tags, ...apiContract['/fetch_plan_history'] },
      },
      async (request) => {
        const camp = await getCampaign(database, actorOf(request), request.body.campId);
        return { history: await planHistory(database, camp._id) };
      },
    );
  };
}
