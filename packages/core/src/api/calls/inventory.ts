import { z } from 'zod';
import { defineCalls } from '../call.ts';
import {
  addInventoryBody,
  deleteInventoryBody,
  disableInventoryBody,
  fetchOwnerInventoryBody,
  inventorySiteDto,
  inventoryUploadDto,
  ownerInventoryDto,
  signedUploadBody,
  signedUploadDto,
  sitemapsResultDto,
  submitInventoryBody,
  syncInventoryBody,
  updateInventoryBody,
  updateSitemapsBody,
  vendorOnlyBody,
} from '../inventory.ts';

/** A media owner's sites: importing them, the grid, editing, images, the feed (SPEC §8). */
export const inventoryCalls = defineCalls({
  '/add_plano_inventory': { body: addInventoryBody, response: { 200: inventoryUploadDto } },
  '/submitInventoryData': { body: submitInventoryBody, response: { 200: inventoryUploadDto } },
  // The spreadsheet itself is the body (application/octet-stream, at most 50 MB); whose, in the query.
  '/add_plano_inventory_file': {
    querystring: vendorOnlyBody,
    body: z.object({}),
    response: { 200: inventoryUploadDto },
  },
  '/fetch_media_owner_inventory': { body: fetchOwnerInventoryBody, response: { 200: ownerInventoryDto } },
  '/update_plano_inventory': {
    body: updateInventoryBody,
    response: { 200: z.object({ site: inventorySiteDto }) },
  },
  '/delete_plano_inventory': {
    body: deleteInventoryBody,
    response: { 200: z.object({ deleted: z.number() }) },
  },
  '/disable_plano_inventory': {
    body: disableInventoryBody,
    response: { 200: z.object({ ok: z.boolean() }) },
  },
  '/download_media_owner_inventory': { body: vendorOnlyBody.optional() },
  '/download_inventory_template': {
    body: z.object({ format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }) }),
  },
  '/generateSignedUrlForUpload': { body: signedUploadBody, response: { 200: signedUploadDto } },
  '/update_inventory_sitemaps': { body: updateSitemapsBody, response: { 200: sitemapsResultDto } },
  '/sync_media_owner_inventory': { body: syncInventoryBody, response: { 200: inventoryUploadDto } },
});
