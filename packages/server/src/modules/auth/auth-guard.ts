import { holdsAny } from '@plano/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { type Actor, loadActor } from './actor.ts';
import { assertConfirmedEmail } from './email-confirmation.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Callable without a token (sign-in, register, the open approval calls). */
    public?: boolean;
    /** The caller must hold at least one of these policies (SPEC §6). */
    policies?: readonly string[];
    /** The call mails someone or invites someone: a confirmed e-mail address first (issue 23). */
    confirmedEmail?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Secure by default: every /api route needs a valid token unless it declares `config.public`,
 * and the policies it declares are checked before its body is even parsed.
 */
export function registerAuthGuard(app: FastifyInstance, database: Database, tokens: TokenService): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // The OpenAPI document and its viewer describe the API; they hold no data.
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.public) return;
    const token = bearerToken(request);
    const claims = token ? await tokens.verifySession(token) : null;
    const actor = claims ? await loadActor(database, claims) : null;
    if (!actor) throw unauthorized(token ? 'Your session has expired, sign in again' : 'Sign in to continue');
    if (config.policies && !holdsAny(actor.policies, config.policies)) throw forbidden();
    if (config.confirmedEmail) assertConfirmedEmail(actor);
    request.actor = actor;
  });
}

/** The signed-in caller; only for routes behind the guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
