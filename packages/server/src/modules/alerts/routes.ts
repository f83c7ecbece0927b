import { alertsDto, emptyBody, markAlertsReadBody } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../auth/index.ts';
import { alertsOf, markAlertsRead } from './alerts.ts';

const tags = ['alerts'];

/** The bell: the caller's latest alerts with the unread count, and marking them read. */
export function alertRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_alerts',
      { schema: { tags, body: emptyBody, response: { 200: alertsDto } } },
      async (request) => alertsOf(database, actorOf(request).id),
    );
    app.post(
      '/mark_alerts_read',
      { schema: { tags, body: markAlertsReadBody, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (request) => {
        await markAlertsRead(database, actorOf(request).id, request.body.ids);
        return { ok: true as const };
      },
    );
  };
}
