import { z } from 'zod';
import {
  bookSitesDto,
  planHistoryDto,
  planMapBody,
  planMapDto,
  planPageBody,
  planPageDto,
  planRefusalDto,
  planSiteIdsBody,
  planSiteIdsDto,
  planSitesBody,
} from '../bookings.ts';
import { defineCalls } from '../call.ts';
import { campaignDto } from '../campaigns.ts';
import { bookInventoryBody, budgetExceededDto, campOnlyBody, planRowDto } from '../planning.ts';

const bookedInventory = z.object({ booked_inventory: z.array(planRowDto) });

/** The plan's lifecycle: adding sites, sending them for approval, booking and removing them. */
export const bookingCalls = defineCalls({
  '/v2/book_inventory': {
    body: bookInventoryBody,
    response: {
      200: z.object({ camp: campaignDto, added: z.number() }),
      409: z.union([budgetExceededDto, planRefusalDto]),
    },
  },
  '/fetch_booked_inventory': { body: campOnlyBody, response: { 200: bookedInventory } },
  // Only the ids (decision 0041): what the planning page's figures count, without the whole plan.
  '/fetch_plan_site_ids': { body: planSiteIdsBody, response: { 200: planSiteIdsDto } },
  // Book Inventory reads a plan a page at a time, and its map only what the markers need: a plan
  // of 19,418 sites was 26.3 MB read whole (decision 0042).
  '/fetch_plan_page': { body: planPageBody, response: { 200: planPageDto } },
  '/fetch_plan_map': { body: planMapBody, response: { 200: planMapDto } },
  '/send_inv_approval': { body: planSitesBody, response: { 200: bookedInventory } },
  '/internal_approval': { body: planSitesBody, response: { 200: bookSitesDto } },
  '/remove_booked_sites': { body: planSitesBody, response: { 200: z.object({ camp: campaignDto }) } },
  '/fetch_plan_history': {
    body: campOnlyBody,
    response: { 200: z.object({ history: z.array(planHistoryDto) }) },
  },
});
