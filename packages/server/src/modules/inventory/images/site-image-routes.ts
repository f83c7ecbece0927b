import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@plano/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { imageTypeOf, isSiteMapKey, keyPath, verifySignature } from './site-images.ts';

const refused = () => new AppError(403, 'forbidden', 'This link is not valid or has expired');

/**
 * PUT and GET /files/site_maps/{user}/{file}: no session, the URL's signature is the permission.
 * An upload must be an image by its content and at most 10 MB; it is written to a temporary name
 * first, so a reader never sees half a file.
 */
export function siteImageRoutes(config: Config): FastifyPluginAsync {
  const secret = config.APP_SECRET;
  return async (app) => {
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    const keyOf = (params: unknown) => `site_maps/${(params as { '*': string })['*']}`;

    app.put('/files/site_maps/*', { config: { public: true } }, async (request, reply) => {
      const key = keyOf(request.params);
      const query = request.query as { expires?: string; sig?: string };
      if (!isSiteMapKey(key) || !verifySignature(secret, 'PUT', key, query.expires, query.sig))
        throw refused();
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('The file is empty');
      if (!imageTypeOf(body)) throw badRequest('Only JPEG, PNG, WebP or GIF images can be uploaded');
      const file = keyPath(config.DATA_DIR, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      return reply.status(200).send({ ok: true });
    });

    app.get('/files/site_maps/*', { config: { public: true } }, async (request, reply) => {
      const key = keyOf(request.params);
      const query = request.query as { expires?: string; sig?: string };
      if (!isSiteMapKey(key) || !verifySignature(secret, 'GET', key, query.expires, query.sig))
        throw refused();
      const file = keyPath(config.DATA_DIR, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('Image');
      const head = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        createReadStream(file, { start: 0, end: 15 })
          .on('data', (c) => chunks.push(c as Buffer))
          .on('end', () => resolve(Buffer.concat(chunks)))
          .on('error', reject);
      });
      return reply
        .header('content-type', imageTypeOf(head) ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    });
  };
}
