import { formatMessage } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { minutesFrom } from '../../platform/mail/mail-quota.ts';
import { countFailure, deleteFailures, lockAfterFailures, lockedSeconds, pruneFailures } from './queries.ts';

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
  const [row] = await database.query(lockedSeconds(email));
  return row ? Math.max(1, row.seconds) : 0;
}

/**
 * Counts a failed sign-in with this address; true when it is the one that locks it. The count starts
 * again when the window has passed, and after a lock.
 */
export async function recordFailure(database: Database, email: string): Promise<boolean> {
  await database.query(countFailure(email, LOCKOUT_WINDOW_MINUTES));
  // Only one of several failures at once finds the count still there, so one lock and one mail.
  const locked = await database.query(lockAfterFailures(email, LOCKOUT_FAILURES, LOCKOUT_MINUTES));
  await pruneOldFailures(database);
  return locked.length > 0;
}

/** A successful sign-in forgets the address's failures. */
export async function clearFailures(database: Database, email: string): Promise<void> {
  await database.query(deleteFailures(email));
}

/** Rows of addresses nobody tried for a day go; a few at a time, skipping rows in use. */
async function pruneOldFailures(database: Database): Promise<void> {
  await database.query(pruneFailures());
}
