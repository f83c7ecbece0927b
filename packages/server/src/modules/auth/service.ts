import {
  AGENCY_POLICIES,
  formatMessage,
  type RegisterBody,
  type SessionDto,
  type SigninBody,
} from '@plano/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agencies, policies, rolePolicies, roles, users } from '../../db/schema.ts';
import { AppError, conflict } from '../../platform/http/errors.ts';
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
  const userId = await deps.database.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    if (taken) throw conflict('An account with this Email already exists');
    const [agency] = await tx.insert(agencies).values({ name: body.company }).returning({ id: agencies.id });
    const [role] = await tx
      .insert(roles)
      .values({ agencyId: agency.id, name: 'owner' })
      .returning({ id: roles.id });
    const agencyPolicies = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(inArray(policies.name, [...AGENCY_POLICIES]));
    if (agencyPolicies.length > 0) {
      await tx.insert(rolePolicies).values(agencyPolicies.map((p) => ({ roleId: role.id, policyId: p.id })));
    }
    const [user] = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email.toLowerCase(),
        passwordHash,
        company: body.company,
        roleId: role.id,
        agencyId: agency.id,
      })
      .returning({ id: users.id });
    await tx.update(agencies).set({ ownerUserId: user.id }).where(eq(agencies.id, agency.id));
    return user.id;
  });
  return openSession(deps, userId, false);
}
