import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addMediaOwner } from './add-media-owner.ts';
import { editMediaOwnerEmail, editMediaOwnerPhone } from './edit-media-owner.ts';
import { listMediaOwners } from './list-media-owners.ts';
import { loadMediaOwner } from './presenter.ts';
import { searchMediaOwners } from './search-media-owners.ts';

const tags = ['media-owners'];
// Vendor management is the platform team's (SPEC §6); media owners' own users never reach it.
const config = { policies: [POLICIES.masterVendorManagement] };

export function mediaOwnerRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // SPEC's call without a body answers every owner; the table pages, filters and sorts on the
    // server (issue 22, decision 0020).
    app.post(
      '/fetch_all_media_owners',
      { schema: { tags, ...apiContract['/fetch_all_media_owners'] }, config },
      async (request) => listMediaOwners(database.query, request.body),
    );

    // Inventory Management's owner chooser (decision 0015): searched and paged on the server.
    app.post(
      '/search_media_owners',
      { schema: { tags, ...apiContract['/search_media_owners'] }, config },
      async (request) => searchMediaOwners(database.query, request.body),
    );

    app.post(
      '/add_proper_media_owner',
      {
        schema: { tags, ...apiContract['/add_proper_media_owner'] },
        config: { ...config, confirmedEmail: true },
      },
      async (request) => {
        const id = await addMediaOwner(database, request.body);
        return { added_media_owner: (await loadMediaOwner(database.query, id))! };
      },
    );

    // SPEC §7 leaves the phone edit's path unnamed; decision 0015 names it.
    app.post(
      '/edit_media_owner_phone',
      { schema: { tags, ...apiContract['/edit_media_owner_phone'] }, config },
      async (request) => {
        await editMediaOwnerPhone(database, request.body.id, request.body.phone);
        return { media_owner: (await loadMediaOwner(database.query, request.body.id))! };
      },
    );

    app.post(
      '/add_proper_media_owner3',
      { schema: { tags, ...apiContract['/add_proper_media_owner3'] }, config },
      async (request) => {
        await editMediaOwnerEmail(database, request.body.id, request.body.email);
        return { media_owner: (await loadMediaOwner(database.query, request.body.id))! };
      },
    );
  };
}
