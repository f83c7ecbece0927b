import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a new build is a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the hashed files, so the browser asks again (a 304 when unchanged). */
export const INDEX_CACHE = 'no-cache';
/** The few unhashed files of public/ (no-eval.js, icons): an hour. */
const OTHER_CACHE = 'public, max-age=3600';

function cacheControlFor(sentPath: string): string {
  // The file sent may be the .br or .gz copy: the cache follows the file it stands for.
  const filePath = sentPath.replace(/\.(br|gz)$/, '');
  if (path.basename(path.dirname(filePath)) === 'assets') return HASHED_ASSET_CACHE;
  if (filePath.endsWith('.html')) return INDEX_CACHE;
  return OTHER_CACHE;
}

/**
 * Serves the built web app; any other non-API path that is not a file gets index.html (client
 * routing), except under assets/: a file missing there (a chunk of the build before a deploy, asked
 * by a page opened before it) is a 404, never the app's HTML answered as a script.
 * The build wrote a .br and .gz beside each text file (vite-precompress.ts): they are answered with
 * their Content-Encoding when the browser accepts it (issue 22), the file itself otherwise.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // The same URL answers br, gzip or plain: a shared cache must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No such call: ${request.url}` } });
    }
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('No such file: the app was updated, reload the page.');
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    return reply.sendFile('index.html');
  });
}
