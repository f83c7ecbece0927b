import { formatMessage, type SessionDto, type SigninBody } from '@plano/core';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { PLATFORM_SENDER, recordMail } from '../../platform/mail/mail-quota.ts';
import { lockoutMail } from './auth-mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { loadUserDto } from './presenter.ts';
import { REMEMBER_ME_HOURS, startSession } from './sessions.ts';
import {
  clearFailures,
  LOCKOUT_FAILURES,
  LOCKOUT_MINUTES,
  lockedError,
  lockedFor,
  recordFailure,
} from './sign-in-lockout.ts';

// Checked when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

export type AuthDeps = Pick<AppContext, 'config' | 'database' | 'tokens' | 'jobs'> & {
  tokenTtlHours: number;
};

async function openSession(deps: AuthDeps, userId: string, remember: boolean): Promise<SessionDto> {
  const user = await loadUserDto(deps.database.db, userId);
  if (!user) throw new AppError(401, 'unauthorized', formatMessage('incorrectCredentials'));
  const ttlHours = remember ? REMEMBER_ME_HOURS : deps.tokenTtlHours;
  const sessionId = await startSession(deps.database, userId, ttlHours);
  const token = await deps.tokens.signSession({ userId, sessionId }, ttlHours);
  return { token, user };
}

/**
 * Email and password; an address with too many recent failures is refused before its password is
 * looked at, known account or not (decision 0018).
 */
export async function signIn(deps: AuthDeps, body: SigninBody): Promise<SessionDto> {
  const email = body.email.toLowerCase();
  const locked = await lockedFor(deps.database, email);
  if (locked > 0) throw lockedError(locked);
  const [user] = await deps.database.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
  if (!user || !valid) {
    if (await recordFailure(deps.database, email)) {
      if (user) await tellOwnerOfLockout(deps, user);
      throw lockedError(LOCKOUT_MINUTES * 60);
    }
    throw new AppError(401, 'unauthorized', formatMessage('incorrectCredentials'));
  }
  await clearFailures(deps.database, email);
  return openSession(deps, user.id, body.remember === true);
}

async function tellOwnerOfLockout(deps: AuthDeps, user: { id: string; email: string }): Promise<void> {
  await deps.database.transaction(async (query) => {
    await recordMail(query, { accountKey: PLATFORM_SENDER, userId: user.id, kind: 'lockout', recipients: 1 });
    await queueMail(deps.jobs, query, lockoutMail(user.email, LOCKOUT_FAILURES, LOCKOUT_MINUTES));
  });
}
