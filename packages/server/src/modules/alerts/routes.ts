import { apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../auth/index.ts';
import { alertsOf, markAlertsRead } from './alerts.ts';

const tags = ['alerts'];

/** The bell: the caller's latest alerts with the unread count, and marking them read. */
export function alertRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/fetch_alerts', { schema: { tags, ...apiContract['/fetch_alerts'] } }, async (request) =>
      alertsOf(database, actorOf(request).id),
    );
    app.post(
      '/mark_alerts_read',
      { schema: { tags, ...apiContract['/mark_alerts_read'] } },
      async (request) => {
        await markAlertsRead(database, actorOf(request).id, request.body.ids);
        return { ok: true as const };
      },
    );
  };
}
