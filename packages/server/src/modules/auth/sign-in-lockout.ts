import { formatMessage } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { minutesFrom } from '../../platform/mail/mail-quota.ts';

/** This many failed sign-ins with one e-mail within the window lock it (decision 0018). */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

/**
 * The answer while an address is locked. It is given for any address that failed often enough,
 * whether an account has it or not, and before the password is looked at: a stranger learns no more
 * from it than from "Incorrect Email or Password".
 */
export const lockedError = (seconds: number) =>
  new AppError(429, 'locked', formatMessage('signInLocked', { minutes: minutesFrom(seconds) }), undefined, {
    retry_after: Math.ceil(seconds),
  });

/** Seconds left of the lock on this address (lower case), or 0. */
export async function lockedFor(database: Database, email: string): Promise<number> {
  const [row] = await database.query<{ seconds: number }>(
    `select extract(epoch from (locked_until - now()))::float8 as seconds
       from sign_in_failures where email = $1 and locked_until > now()`,
    [email],
  );
  return row ? Math.max(1, row.seconds) : 0;
}

/**
 * Counts a failed sign-in with this address; true when it is the one that locks it. The count starts
 * again when the window has passed, and after a lock.
 */
export async function recordFailure(database: Database, email: string): Promise<boolean> {
  await database.query(
    `insert into sign_in_failures as f (email, failures, first_failed_at) values ($1, 1, now())
     on conflict (email) do update set
       failures = case when f.first_failed_at > now() - make_interval(mins => $2) then f.failures + 1 else 1 end,
       first_failed_at = case when f.first_failed_at > now() - make_interval(mins => $2)
                              then f.first_failed_at else now() end`,
    [email, LOCKOUT_WINDOW_MINUTES],
  );
  // Only one of several failures at once finds the count still there, so one lock and one mail.
  const locked = await database.query(
    `update sign_in_failures
        set locked_until = now() + make_interval(mins => $3), failures = 0, first_failed_at = now()
      where email = $1 and failures >= $2 returning email`,
    [email, LOCKOUT_FAILURES, LOCKOUT_MINUTES],
  );
  await pruneOldFailures(database);
  return locked.length > 0;
}

/** A successful sign-in forgets the address's failures. */
export async function clearFailures(database: Database, email: string): Promise<void> {
  await database.query('delete from sign_in_failures where email = $1', [email]);
}

/** Rows of addresses nobody tried for a day go; a few at a time, skipping rows in use. */
async function pruneOldFailures(database: Database): Promise<void> {
  await database.query(
    `delete from sign_in_failures where email in (
       select email from sign_in_failures
        where first_failed_at < now() - interval '1 day' and (locked_until is null or locked_until < now())
        limit 100 for update skip locked)`,
  );
}
