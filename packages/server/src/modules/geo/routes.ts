import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listStateCities } from './service.ts';

export function geoRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_distinct_city_states',
      {
        schema: { tags: ['geo'], ...apiContract['/fetch_distinct_city_states'] },
      },
      async (request) => ({ result: await listStateCities(database, request.body?.country) }),
    );
  };
}
