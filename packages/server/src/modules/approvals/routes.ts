import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { alertOwnerDecision } from '../alerts/index.ts';
import { ownerPartPageOf, ownerPendingIdsOf, planOf } from '../bookings/index.ts';
import { ownerViewer } from '../inventory/index.ts';
import { decideAsOwner, type OwnerLink, verifyOwnerLink } from './owner-approval.ts';

const tags = ['approvals'];

/** The open approval page's calls: no session, only the signed link's token (in the body). */
export function approvalRoutes({ database, tokens, realtime, images }: AppContext): FastifyPluginAsyncZod {
  // The link speaks for one media owner's user: that owner's sites of the plan, read as that owner
  // (its own costs, no agency's campaign names), only what was sent to it.
  const present = async (owner: OwnerLink, siteIds?: number[]) => ({
    approval_inventory: await planOf(database, images, owner.camp, ownerViewer(owner.vendorId), {
      vendorId: owner.vendorId,
      sentOnly: true,
      siteIds,
    }),
    camp: owner.camp,
  });
  return async (app) => {
    app.post(
      '/fetch_approval_inventory',
      {
        schema: { tags, ...apiContract['/fetch_approval_inventory'] },
        config: { public: true },
      },
      async (request) => present(await verifyOwnerLink(database, tokens, request.body)),
    );

    app.post(
      '/fetch_approval_page',
      {
        schema: { tags, ...apiContract['/fetch_approval_page'] },
        config: { public: true },
      },
      async (request) => {
        const owner = await verifyOwnerLink(database, tokens, request.body);
        const page = await ownerPartPageOf(database, images, owner.camp, owner.vendorId, request.body);
        return { ...page, camp: owner.camp };
      },
    );

    app.post(
      '/fetch_approval_pending_ids',
      {
        schema: { tags, ...apiContract['/fetch_approval_pending_ids'] },
        config: { public: true },
      },
      async (request) => {
        const owner = await verifyOwnerLink(database, tokens, request.body);
        return { ids: await ownerPendingIdsOf(database, owner.camp._id, owner.vendorId) };
      },
    );

    app.post(
      '/approve_inventory',
      {
        schema: { tags, ...apiContract['/approve_inventory'] },
        config: { public: true },
      },
      async (request) => {
        const owner = await verifyOwnerLink(database, tokens, request.body);
        await decideAsOwner(database, owner, request.body);
        await alertOwnerDecision(database, realtime, {
          campaignId: owner.camp._id,
          ownerName: owner.ownerName,
          decision: request.body.approval,
          count: request.body.invIds.length,
        });
        // The rows it named, as it left them: the page asks for its page again (decision 0044).
        return present(owner, request.body.invIds);
      },
    );
  };
}
