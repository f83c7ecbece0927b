import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { apiContract, GEODATA_FILES } from '@plano/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/errors.ts';

/** Geometry changes with a new data drop, not with a deploy: a day fresh, a week stale-while-revalidate. */
const GEODATA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** GET /geodata/<name>: the offline base map's region and commune outlines (public geometry, no token). */
export function geodataRoutes(geodataDir: string) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>(
      '/geodata/:name',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const name = request.params.name;
        // Only the known names: never a path built from the request.
        if (!(GEODATA_FILES as readonly string[]).includes(name)) throw notFound('Geodata file');
        const file = path.join(geodataDir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw notFound('Geodata file');
        return reply
          .header('cache-control', GEODATA_CACHE)
          .header('content-length', info.size)
          .header('last-modified', info.mtime.toUTCString())
          .type('application/json')
          .send(createReadStream(file));
      },
    );
    // Deeper paths are not files of ours either: a JSON 404, not the web app's index.html.
    app.get('/geodata/*', { config: { public: true }, schema: { hide: true } }, async () => {
      throw notFound('Geodata file');
    });
  };
}

/** POST /api/fetch_map_config: which base map the web draws. */
export function mapConfigRoutes(styleUrl: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/fetch_map_config',
      {
        schema: { tags: ['map'], ...apiContract['/fetch_map_config'] },
      },
      async () => ({ style_url: styleUrl ?? null }),
    );
  };
}

/** Both halves, registered at the root before the web app's catch-all. */
export function mapRoutes(config: { GEODATA_DIR: string; MAP_STYLE_URL?: string | undefined }) {
  return async (app: FastifyInstance) => {
    await app.register(geodataRoutes(config.GEODATA_DIR));
    await app.register(mapConfigRoutes(config.MAP_STYLE_URL));
  };
}
