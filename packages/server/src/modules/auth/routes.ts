import {
  emptyBody,
  errorDto,
  openUserBody,
  registerBody,
  sessionDto,
  signinBody,
  userDto,
} from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/auth-guard.ts';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors.ts';
import { loadUserDto } from './presenter.ts';
import { type AuthDeps, register, signIn } from './service.ts';
import { endSession } from './sessions.ts';

const userResponse = z.object({ user: userDto });

export function authRoutes(deps: AuthDeps & { signinRateLimit: number }): FastifyPluginAsyncZod {
  // Per IP and email, so one address cannot be guessed at from one place, nor lock out others.
  const rateLimit = {
    max: deps.signinRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request: { ip: string; body?: unknown }) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  };
  return async (app) => {
    app.post(
      '/signin',
      {
        schema: { tags: ['auth'], body: signinBody, response: { 200: sessionDto, 401: errorDto } },
        config: { public: true, rateLimit },
      },
      async (request) => signIn(deps, request.body),
    );

    app.post(
      '/register',
      {
        schema: { tags: ['auth'], body: registerBody, response: { 200: sessionDto, 409: errorDto } },
        config: { public: true, rateLimit },
      },
      async (request) => register(deps, request.body),
    );

    app.post(
      '/fetch_user_details',
      { schema: { tags: ['auth'], body: emptyBody, response: { 200: userResponse } } },
      async (request) => {
        const user = await loadUserDto(deps.database.db, actorOf(request).id);
        if (!user) throw notFound('User');
        return { user };
      },
    );

    // Logout ends the session on the server: the token is worthless from now on, wherever it is.
    app.post(
      '/signout',
      { schema: { tags: ['auth'], body: emptyBody, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (request) => {
        await endSession(deps.database, actorOf(request).sessionId);
        return { ok: true as const };
      },
    );

    // The open approval page knows its media owner only through the signed link it was sent.
    app.post(
      '/fetch_open_user_details',
      {
        schema: { tags: ['auth'], body: openUserBody, response: { 200: userResponse } },
        config: { public: true },
      },
      async (request) => {
        const link = await deps.tokens.verifyApproval(request.body.token);
        if (!link) throw unauthorized('This approval link is invalid or has expired');
        if (request.body.userId && request.body.userId !== link.userId) {
          throw forbidden('This approval link belongs to another media owner');
        }
        const user = await loadUserDto(deps.database.db, link.userId);
        if (!user) throw notFound('User');
        return { user };
      },
    );
  };
}
