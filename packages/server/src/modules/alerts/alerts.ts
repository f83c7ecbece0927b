import type { AlertDto, AlertKind } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { insertAlerts, latestAlerts, markRead, unreadAlertCount } from './queries.ts';

/** Where alerts are pushed: the realtime channel when the app has one (tests may run without). */
export interface AlertPush {
  toUser(userId: string, event: string, payload: unknown): void;
}

export interface NewAlert {
  kind: AlertKind;
  /** The English text, sent as SPEC §7's `message`; the web words it from `kind` and `params`. */
  message: string;
  params: Record<string, string | number>;
  link?: string;
}

/**
 * Keeps an alert for each user (the bell shows it at the next visit) and pushes `new_alert` to
 * those connected. Stored first: a push that finds nobody loses nothing.
 */
export async function sendAlert(
  database: { query: QueryFn } | Database,
  push: AlertPush | null,
  userIds: string[],
  alert: NewAlert,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await database.query(insertAlerts(unique, alert));
  for (const { user_id, ...dto } of rows)
    push?.toUser(user_id, 'new_alert', { message: dto.message, alert: dto });
}

export async function alertsOf(
  database: Database,
  userId: string,
): Promise<{ alerts: AlertDto[]; unread: number }> {
  const alerts = await database.query(latestAlerts(userId));
  const [row] = await database.query(unreadAlertCount(userId));
  return { alerts, unread: row.n };
}

export async function markAlertsRead(database: Database, userId: string, ids?: string[]): Promise<void> {
  await database.query(markRead(userId, ids ?? null));
}
