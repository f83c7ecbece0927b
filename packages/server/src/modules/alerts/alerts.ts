import type { AlertDto, AlertKind } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';

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

const ALERT_COLUMNS = `id as "_id", kind, message, params, link, read_at is not null as read,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

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
  const rows = await database.query<AlertDto & { user_id: string }>(
    `insert into alerts (user_id, kind, message, params, link)
     select unnest($1::uuid[]), $2, $3, $4::jsonb, $5
     returning user_id, ${ALERT_COLUMNS}`,
    [unique, alert.kind, alert.message, JSON.stringify(alert.params), alert.link ?? null],
  );
  for (const { user_id, ...dto } of rows)
    push?.toUser(user_id, 'new_alert', { message: dto.message, alert: dto });
}

export async function alertsOf(
  database: Database,
  userId: string,
): Promise<{ alerts: AlertDto[]; unread: number }> {
  const alerts = await database.query<AlertDto>(
    `select ${ALERT_COLUMNS} from alerts where user_id = $1 order by created_at desc, id desc limit 50`,
    [userId],
  );
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from alerts where user_id = $1 and read_at is null',
    [userId],
  );
  return { alerts, unread: row.n };
}

export async function markAlertsRead(database: Database, userId: string, ids?: string[]): Promise<void> {
  await database.query(
    `update alerts set read_at = now()
      where user_id = $1 and read_at is null and ($2::uuid[] is null or id = any($2::uuid[]))`,
    [userId, ids ?? null],
  );
}
