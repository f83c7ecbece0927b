import { formatMessage, type RegisterBody, type SessionDto, type SigninBody } from '@plano/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createAgencyAccount } from '../accounts/agency-account.ts';
import { withFreeEmail } from '../accounts/emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { loadUserDto } from './presenter.ts';
import { REMEMBER_ME_HOURS, startSession } from './sessions.ts';
import type { TokenService } from './tokens.ts';

// Checked when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

export interface AuthDeps {
  database: Database;
  tokens: TokenService;
  tokenTtlHours: number;
}

async function openSession(deps: AuthDeps, userId: string, remember: boolean): Promise<SessionDto> {
  const user = await loadUserDto(deps.database.db, userId);
  if (!user) throw new AppError(401, 'unauthorized', formatMessage('incorrectCredentials'));
  const ttlHours = remember ? REMEMBER_ME_HOURS : deps.tokenTtlHours;
  const sessionId = await startSession(deps.database, userId, ttlHours);
  const token = await deps.tokens.signSession({ userId, sessionId }, ttlHours);
  return { token, user };
}

export async function signIn(deps: AuthDeps, body: SigninBody): Promise<SessionDto> {
  const [user] = await deps.database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
  if (!user || !valid) throw new AppError(401, 'unauthorized', formatMessage('incorrectCredentials'));
  return openSession(deps, user.id, body.remember === true);
}

/** A new agency account whose first user owns it and holds every agency policy. */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<SessionDto> {
  const passwordHash = await hashPassword(body.password);
  const userId = await withFreeEmail(() =>
    deps.database.transaction((query) => createAgencyAccount(query, { ...body, passwordHash })),
  );
  return openSession(deps, userId, false);
}
