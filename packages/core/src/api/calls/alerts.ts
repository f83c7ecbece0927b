import { z } from 'zod';
import { emptyBody } from '../auth.ts';
import { defineCalls } from '../call.ts';
import { alertsDto, markAlertsReadBody } from '../chat.ts';

/** The bell: the caller's latest alerts with the unread count, and marking them read. */
export const alertCalls = defineCalls({
  '/fetch_alerts': { body: emptyBody, response: { 200: alertsDto } },
  '/mark_alerts_read': { body: markAlertsReadBody, response: { 200: z.object({ ok: z.literal(true) }) } },
});
