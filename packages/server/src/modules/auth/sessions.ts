import type { Database, QueryFn } from '../../db/client.ts';

/** Remember me keeps a session at most this long (issue 8: never a month-long token). */
export const REMEMBER_ME_HOURS = 24 * 14;

/** Opens a session row; its id goes into the token as `sid`. */
export async function startSession(database: Database, userId: string, ttlHours: number): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `insert into sessions (user_id, expires_at) values ($1, now() + make_interval(hours => $2::int))
     returning id`,
    [userId, ttlHours],
  );
  return row.id;
}

/** Logout: this session answers 401 from now on. */
export async function endSession(database: Database, sessionId: string): Promise<void> {
  await database.query('update sessions set ended_at = now() where id = $1 and ended_at is null', [
    sessionId,
  ]);
}

/**
 * Ends every open session of a user (a changed password, a deleted member), but `except` — the
 * session of the person making the change, when it is their own account.
 * Takes a query function so it can run inside the caller's transaction.
 */
export async function endUserSessions(
  database: Database | { query: QueryFn },
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const rows = await database.query<{ id: string }>(
    `update sessions set ended_at = now()
      where user_id = $1 and ended_at is null and id is distinct from $2::uuid returning id`,
    [userId, options.except ?? null],
  );
  return rows.length;
}
