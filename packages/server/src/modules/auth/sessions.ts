import type { Database, QueryFn } from '../../db/client.ts';
import { closeSession, closeUserSessions, insertSession } from './queries.ts';

/** Remember me keeps a session at most this long (issue 8: never a month-long token). */
export const REMEMBER_ME_HOURS = 24 * 14;

/** Opens a session row; its id goes into the token as `sid`. */
export async function startSession(database: Database, userId: string, ttlHours: number): Promise<string> {
  const [row] = await database.query(insertSession(userId, ttlHours));
  return row.id;
}

/** Logout: this session answers 401 from now on. */
export async function endSession(database: Database, sessionId: string): Promise<void> {
  await database.query(closeSession(sessionId));
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
  const rows = await database.query(closeUserSessions(userId, options.except ?? null));
  return rows.length;
}
