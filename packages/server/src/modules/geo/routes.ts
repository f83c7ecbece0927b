import { distinctCityStatesBody, stateCitiesDto } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listStateCities } from './service.ts';

export function geoRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_distinct_city_states',
      {
        schema: {
          tags: ['geo'],
          body: distinctCityStatesBody,
          response: { 200: z.object({ result: z.array(stateCitiesDto) }) },
        },
      },
      async (request) => ({ result: await listStateCities(database, request.body?.country) }),
    );
  };
}
