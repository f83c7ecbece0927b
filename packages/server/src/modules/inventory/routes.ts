import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { apiContract, MAX_IMPORT_BYTES, POLICIES } from '@plano/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { actorOf } from '../auth/index.ts';
import {
  deleteOwnerSites,
  ownerInventoryPage,
  setPlanningEnabled,
  updateOwnerSite,
} from './grid/owner-sites.ts';
import { siteImageRoutes } from './images/site-image-routes.ts';
import { attachSiteMaps, signedUpload } from './images/site-maps.ts';
import { fetchFeedRows, ownerFeedEmail } from './import/feed-sync.ts';
import { afterImport, importRows, sourceRowOf } from './import/import-rows.ts';
import { inventoryXlsx, TEMPLATE_FILE, templateCsv, templateXlsx } from './import/inventory-files.ts';
import { readSpreadsheet } from './import/spreadsheet-reader.ts';
import { ownerScope } from './owner-scope.ts';

const tags = ['inventory'];
/** Both the owner's users and the platform team; ownerScope() decides whose sites. */
const policies = [POLICIES.inventoryManagement, POLICIES.masterVendorManagement];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

declare module 'fastify' {
  interface FastifyRequest {
    /** The uploaded spreadsheet, streamed to a temporary file by the octet-stream parser. */
    uploadedFile?: string;
  }
}

export function inventoryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { database, config, images } = context;
  const uploads = path.join(config.DATA_DIR, 'imports');

  /** Streams the body to DATA_DIR/imports, counting bytes: past 50 MB it stops with a 413. */
  async function receive(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<void> {
    await mkdir(uploads, { recursive: true });
    const file = path.join(uploads, `${randomUUID()}.upload`);
    let size = 0;
    const tooLarge = new AppError(413, 'payload_too_large', 'The file is larger than 50 MB');
    try {
      await pipeline(
        payload,
        async function* (source: AsyncIterable<Buffer | string>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > MAX_IMPORT_BYTES) throw tooLarge;
            yield chunk;
          }
        },
        createWriteStream(file),
      );
    } catch (error) {
      await rm(file, { force: true });
      throw error instanceof AppError ? error : badRequest('The upload was interrupted');
    }
    request.uploadedFile = file;
  }

  return async (app) => {
    app.addContentTypeParser(
      ['application/octet-stream', 'text/csv', XLSX, 'application/vnd.ms-excel'],
      { bodyLimit: MAX_IMPORT_BYTES + 1 },
      (request, payload, done) => {
        receive(request, payload).then(
          () => done(null, {}),
          (error) => done(error as Error, undefined),
        );
      },
    );
    app.addHook('onResponse', async (request) => {
      if (request.uploadedFile) await rm(request.uploadedFile, { force: true });
    });

    app.post(
      '/add_plano_inventory',
      {
        schema: { tags, ...apiContract['/add_plano_inventory'] },
        config: { policies },
      },
      async (request) => {
        const actor = actorOf(request);
        const owner = await ownerScope(database, actor, request.body.vendor_id);
        const rows = request.body.data.map((raw, i) => sourceRowOf(i + 1, raw));
        const result = await importRows(database, owner, rows, [], { userId: actor.id });
        await afterImport(context, actor, owner, result);
        return result;
      },
    );

    // The correction grid's resubmission: the same merge, for the fixed rows only.
    app.post(
      '/submitInventoryData',
      {
        schema: { tags, ...apiContract['/submitInventoryData'] },
        config: { policies },
      },
      async (request) => {
        const actor = actorOf(request);
        const owner = await ownerScope(database, actor, request.body.vendor_id);
        const rows = request.body.data.map((raw, i) =>
          sourceRowOf(typeof raw.row === 'number' ? raw.row : i + 1, raw),
        );
        const result = await importRows(database, owner, rows, [], { userId: actor.id });
        await afterImport(context, actor, owner, result);
        return result;
      },
    );

    app.post(
      '/add_plano_inventory_file',
      {
        schema: {
          tags,
          description:
            'The spreadsheet itself (.xlsx or .csv, at most 50 MB) as the body, application/octet-stream',
          ...apiContract['/add_plano_inventory_file'],
        },
        config: { policies },
      },
      async (request) => {
        const actor = actorOf(request);
        const owner = await ownerScope(database, actor, request.query.vendor_id);
        if (!request.uploadedFile)
          throw badRequest('Send the spreadsheet as the body (application/octet-stream)');
        const { rows, unknown } = await readSpreadsheet(request.uploadedFile);
        const result = await importRows(database, owner, rows, unknown, { userId: actor.id });
        await afterImport(context, actor, owner, result);
        return result;
      },
    );

    app.post(
      '/fetch_media_owner_inventory',
      {
        schema: { tags, ...apiContract['/fetch_media_owner_inventory'] },
        config: { policies },
      },
      async (request) => {
        // SPEC §7 writes limit and page into the URL too; the client sends both, the body is read.
        const { vendor_id, ...query } = request.body;
        const owner = await ownerScope(database, actorOf(request), vendor_id);
        return ownerInventoryPage(database, images, owner, query);
      },
    );

    app.post(
      '/update_plano_inventory',
      {
        schema: { tags, ...apiContract['/update_plano_inventory'] },
        config: { policies },
      },
      async (request) => {
        const owner = await ownerScope(database, actorOf(request), request.body.vendor_id);
        return { site: await updateOwnerSite(database, images, owner, request.body.id, request.body.data) };
      },
    );

    app.post(
      '/delete_plano_inventory',
      {
        schema: { tags, ...apiContract['/delete_plano_inventory'] },
        config: { policies },
      },
      async (request) => {
        const owner = await ownerScope(database, actorOf(request), request.body.vendor_id);
        return { deleted: await deleteOwnerSites(database, owner, request.body.inventory) };
      },
    );

    app.post(
      '/disable_plano_inventory',
      {
        schema: { tags, ...apiContract['/disable_plano_inventory'] },
        config: { policies },
      },
      async (request) => {
        const owner = await ownerScope(database, actorOf(request), request.body.vendor_id);
        await setPlanningEnabled(database, owner, request.body.invIds, request.body.planning_status);
        return { ok: true };
      },
    );

    app.post(
      '/download_media_owner_inventory',
      { schema: { tags, ...apiContract['/download_media_owner_inventory'] }, config: { policies } },
      async (request, reply) => {
        const owner = await ownerScope(database, actorOf(request), request.body?.vendor_id);
        const name = `${owner.name} Inventory.xlsx`;
        reply.header('content-type', XLSX).header('content-disposition', attachment(name));
        return reply.send(
          inventoryXlsx(database, owner, (error) =>
            request.log.error({ err: error }, 'inventory export failed'),
          ),
        );
      },
    );

    app.post(
      '/download_inventory_template',
      {
        schema: { tags, ...apiContract['/download_inventory_template'] },
        config: { policies },
      },
      async (request, reply) => {
        const format = request.body.format;
        reply.header('content-disposition', attachment(TEMPLATE_FILE[format]));
        if (format === 'csv')
          return reply.header('content-type', 'text/csv; charset=utf-8').send(templateCsv());
        return reply.header('content-type', XLSX).send(templateXlsx());
      },
    );

    app.post(
      '/generateSignedUrlForUpload',
      {
        schema: { tags, ...apiContract['/generateSignedUrlForUpload'] },
        config: { policies },
      },
      async (request) => signedUpload(images, actorOf(request), request.body),
    );

    app.post(
      '/update_inventory_sitemaps',
      {
        schema: { tags, ...apiContract['/update_inventory_sitemaps'] },
        config: { policies },
      },
      async (request) => {
        const actor = actorOf(request);
        const owner = await ownerScope(database, actor, request.body.vendor_id);
        return attachSiteMaps(database, images, actor, owner, request.body.site_maps);
      },
    );

    app.post(
      '/sync_media_owner_inventory',
      {
        schema: { tags, ...apiContract['/sync_media_owner_inventory'] },
        config: { policies },
      },
      async (request) => {
        const actor = actorOf(request);
        const owner = await ownerScope(database, actor, request.body.userId);
        const email = await ownerFeedEmail(database, owner, request.body.email);
        const { rows, unknown } = await fetchFeedRows(
          {
            url: config.INVENTORY_FEED_URL,
            timeoutMs: config.INVENTORY_FEED_TIMEOUT_MS,
            maxBytes: MAX_IMPORT_BYTES,
          },
          email,
        );
        const result = await importRows(database, owner, rows, unknown, { userId: actor.id });
        await afterImport(context, actor, owner, result);
        return result;
      },
    );
  };
}

export { siteImageRoutes };
