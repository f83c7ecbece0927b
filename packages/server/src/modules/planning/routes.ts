import { apiContract, type suggInventoryMapBody } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../auth/index.ts';
import { bookedElsewhere } from '../bookings/index.ts';
import { getCampaign } from '../campaigns/index.ts';
import type { SiteImageStore } from '../inventory/index.ts';
import { budgetFor } from './budget.ts';
import { campaignScope } from './campaign-scope.ts';
import { campaignFacets, densestPlace } from './facets.ts';
import { gridInventory, siteDetails } from './grid.ts';
import { presentMapAnswer } from './map-presenter.ts';
import { selectableSites } from './selectable.ts';
import { sitesChoiceOf } from './selection.ts';
import { mapInventory, markerLimit, nearbyPlaces, nearbyPlacesJson } from './service.ts';

const tags = ['planning'];

export function planningRoutes(database: Database, images: SiteImageStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_networks',
      {
        schema: { tags, ...apiContract['/fetch_networks'] },
      },
      async (request) => {
        const camp = await campaignScope(database, actorOf(request), request.body.campId);
        return { networks: (await campaignFacets(database, camp)).networks };
      },
    );

    app.post(
      '/fetch_nearby_places',
      {
        schema: { tags, ...apiContract['/fetch_nearby_places'] },
      },
      async (request) => {
        const camp = await campaignScope(database, actorOf(request), request.body.campId);
        return { nearby: await nearbyPlaces(database, camp) };
      },
    );

    // Where the map opens and the filters' options, from the campaign area's cached facts: the
    // page's one map call then asks for the viewport it shows, not the whole campaign first (issue 22).
    app.post(
      '/fetch_planning_area',
      { schema: { tags, ...apiContract['/fetch_planning_area'] } },
      async (request) => {
        const camp = await campaignScope(database, actorOf(request), request.body.campId);
        const { centre, distinctFilters } = await campaignFacets(database, camp);
        return { centre, distinctFilters };
      },
    );

    // Only where the map opens (issue 22): the kept cells answer it at once, while the option lists
    // of /fetch_planning_area may still be read from every site of a large area.
    app.post(
      '/fetch_planning_centre',
      { schema: { tags, ...apiContract['/fetch_planning_centre'] } },
      async (request) => {
        const camp = await campaignScope(database, actorOf(request), request.body.campId);
        return { centre: await densestPlace(database, camp) };
      },
    );

    // Declared as text: the answer is assembled from JSON the database and the caches already wrote
    // (see presentMapAnswer); the schema documents it.
    app.post<{ Body: z.output<typeof suggInventoryMapBody>; Reply: string }>(
      '/v2/fetch_sugg_inventory_map',
      {
        schema: { tags, ...apiContract['/v2/fetch_sugg_inventory_map'] },
      },
      async (request, reply) => {
        const { campId, filters, bounds, zoom, include_nearby } = request.body;
        const camp = await campaignScope(database, actorOf(request), campId);
        // The places first (cached per campaign area): when they ride along, fewer markers fit.
        const nearby = include_nearby ? await nearbyPlacesJson(database, camp) : null;
        const limit = markerLimit(nearby === null ? 0 : Buffer.byteLength(nearby));
        const [inventory, facets] = await Promise.all([
          mapInventory(database, camp, filters, bounds, zoom, limit),
          campaignFacets(database, camp),
        ]);
        return reply
          .type('application/json; charset=utf-8')
          .send(presentMapAnswer(inventory, nearby, facets.distinctFilters));
      },
    );

    app.post(
      '/fetch_sugg_inventory',
      {
        schema: { tags, ...apiContract['/fetch_sugg_inventory'] },
      },
      async (request) => {
        const actor = actorOf(request);
        const { campId, filters, ...page } = request.body;
        const camp = await getCampaign(database, actor, campId);
        return gridInventory(database, images, camp, filters, page, actor);
      },
    );

    app.post(
      '/v2/fetch_site_details',
      {
        schema: { tags, ...apiContract['/v2/fetch_site_details'] },
      },
      async (request) => {
        const actor = actorOf(request);
        const { campId, siteId } = request.body;
        await campaignScope(database, actor, campId);
        const [site, taken] = await Promise.all([
          siteDetails(database, images, siteId, actor),
          bookedElsewhere(database.query, campId, [siteId], actor.agencyId),
        ]);
        // The site panel's "Booked by another campaign for these dates".
        return { site, booked_elsewhere: taken.length > 0 };
      },
    );

    app.post('/get_budget_inv', { schema: { tags, ...apiContract['/get_budget_inv'] } }, async (request) => {
      const camp = await getCampaign(database, actorOf(request), request.body.campId);
      return budgetFor(database, camp, sitesChoiceOf(request.body));
    });

    app.post(
      '/selectable_sites',
      { schema: { tags, ...apiContract['/selectable_sites'] } },
      async (request) => {
        const camp = await campaignScope(database, actorOf(request), request.body.campId);
        return selectableSites(database, camp, sitesChoiceOf(request.body));
      },
    );
  };
}
