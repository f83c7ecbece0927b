import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { districtZones } from './service.ts';

/** POST /api/fetch_district_zones: every signed-in user may read the (public, historical) zone map. */
export function zoneRoutes(geodataDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_district_zones',
      { schema: { tags: ['zones'], ...apiContract['/fetch_district_zones'] } },
      async () => districtZones(geodataDir),
    );
  };
}
