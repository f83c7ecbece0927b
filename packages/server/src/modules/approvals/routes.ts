import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { alertOwnerDecision } from '../alerts/index.ts';
import { planOf } from '../bookings/index.ts';
import { ownerViewer } from '../inventory/index.ts';
import { decideAsOwner, type OwnerLink, verifyOwnerLink } from './owner-approval.ts';

const tags = ['approvals'];

/** The open approval page's calls: no session, only the signed link's token (in the body). */
export function approvalRoutes({ database, tokens, realtime, images }: AppContext): FastifyPluginAsyncZod {
  // The link speaks for one media owner's user: that owner's sites of the plan, read as that owner
  // (its own costs, no agency's campaign names).
  const present = async (owner: OwnerLink) => ({
    approval_inventory: await planOf(database, images, owner.camp, ownerViewer(owner.vendorId), {
      vendorId: owner.vendorId,
      sentOnly: true,
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
        return present(owner);
      },
    );
  };
}
