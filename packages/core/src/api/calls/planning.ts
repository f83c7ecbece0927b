import { z } from 'zod';
import { defineCalls } from '../call.ts';
import {
  budgetBody,
  budgetDto,
  campOnlyBody,
  distinctFiltersDto,
  mapClusterDto,
  mapSiteDto,
  nearbyPlaceDto,
  planningAreaDto,
  planningCentreDto,
  selectableSitesBody,
  selectableSitesDto,
  siteDetailsBody,
  siteDto,
  suggInventoryBody,
  suggInventoryMapBody,
} from '../planning.ts';

/** The map's answer for one view: markers, or clusters past what a screen can show (issue 22). */
const suggInventoryMapDto = z.object({
  // Up to MAX_MAP_MARKERS sites in view, each site; past it empty, and `clusters` instead.
  plano_inventory: z.array(mapSiteDto),
  clusters: z.array(mapClusterDto).optional(),
  // Exact, however many: the clusters' counts add up to it.
  total_count: z.number(),
  // Left out when the body says include_nearby: false.
  nearby: z.array(nearbyPlaceDto).optional(),
  // Every matching id up to MAX_MAP_IDS; absent past it (too many to list).
  inv_ids: z.array(z.number()).optional(),
  distinctFilters: distinctFiltersDto,
});

/** Planning a campaign: its area, the map, the grid, a site's details, the budget and selections. */
export const planningCalls = defineCalls({
  '/fetch_networks': { body: campOnlyBody, response: { 200: z.object({ networks: z.array(z.string()) }) } },
  '/fetch_nearby_places': {
    body: campOnlyBody,
    response: { 200: z.object({ nearby: z.array(nearbyPlaceDto) }) },
  },
  '/fetch_planning_area': { body: campOnlyBody, response: { 200: planningAreaDto } },
  '/fetch_planning_centre': { body: campOnlyBody, response: { 200: planningCentreDto } },
  '/v2/fetch_sugg_inventory_map': { body: suggInventoryMapBody, response: { 200: suggInventoryMapDto } },
  '/fetch_sugg_inventory': {
    body: suggInventoryBody,
    response: { 200: z.object({ inventory: z.array(siteDto), total_count: z.number() }) },
  },
  '/v2/fetch_site_details': {
    body: siteDetailsBody,
    response: { 200: z.object({ site: siteDto, booked_elsewhere: z.boolean() }) },
  },
  '/get_budget_inv': { body: budgetBody, response: { 200: budgetDto } },
  '/selectable_sites': { body: selectableSitesBody, response: { 200: selectableSitesDto } },
});
