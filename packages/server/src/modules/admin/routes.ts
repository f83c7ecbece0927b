import { emptyBody, POLICIES, policyDto } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';
import { presentPolicy } from '../auth/presenter.ts';

export function adminRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // Roles are built from this list: role managers and platform admins need it.
    app.post(
      '/fetch_all_policies',
      {
        schema: {
          tags: ['admin'],
          body: emptyBody,
          response: { 200: z.object({ policies: z.array(policyDto) }) },
        },
        config: { policies: [POLICIES.roleManagement, POLICIES.adminPanel] },
      },
      async () => {
        const rows = await database.db.select().from(policies).orderBy(policies.name);
        return { policies: rows.map(presentPolicy) };
      },
    );
  };
}
