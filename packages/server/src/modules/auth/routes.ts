import { AUTH_MESSAGES, apiContract } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressLimit } from '../../platform/http/address-limit.ts';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors.ts';
import { actorOf } from './auth-guard.ts';
import { confirmEmail, resendConfirmation } from './email-confirmation.ts';
import { loadUserDto } from './presenter.ts';
import { register } from './register.ts';
import { type AuthDeps, signIn } from './service.ts';
import { endSession } from './sessions.ts';

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
    // And per address alone, so many e-mails tried from one place are limited too (issue 23).
    const signinsFromAddress = addressLimit(app, {
      name: 'signin',
      max: deps.config.SIGNIN_IP_RATE_LIMIT,
      timeWindowMs: 60_000,
    });
    const registrationsFromAddress = addressLimit(app, {
      name: 'register',
      max: deps.config.REGISTER_IP_RATE_LIMIT,
      timeWindowMs: 3_600_000,
    });

    app.post(
      '/signin',
      {
        schema: { tags: ['auth'], ...apiContract['/signin'] },
        config: { public: true, rateLimit },
        preHandler: signinsFromAddress,
      },
      async (request) => signIn(deps, request.body),
    );

    // The same answer for a new address and a known one (decision 0018); the caller then signs in.
    app.post(
      '/register',
      {
        schema: { tags: ['auth'], ...apiContract['/register'] },
        config: { public: true, rateLimit },
        preHandler: registrationsFromAddress,
      },
      async (request) => register(deps, request.body),
    );

    // The link of the confirmation mail, opened on the web's /open/confirm_email page.
    app.post(
      '/confirm_email',
      {
        schema: { tags: ['auth'], ...apiContract['/confirm_email'] },
        config: { public: true },
      },
      async (request) => {
        await confirmEmail(deps, request.body.token);
        return { msg: AUTH_MESSAGES.emailConfirmed };
      },
    );

    app.post(
      '/resend_email_confirmation',
      {
        schema: { tags: ['auth'], ...apiContract['/resend_email_confirmation'] },
      },
      async (request) => {
        await resendConfirmation(deps, actorOf(request));
        return { msg: AUTH_MESSAGES.confirmationSent };
      },
    );

    app.post(
      '/fetch_user_details',
      { schema: { tags: ['auth'], ...apiContract['/fetch_user_details'] } },
      async (request) => {
        const user = await loadUserDto(deps.database.db, actorOf(request).id);
        if (!user) throw notFound('User');
        return { user };
      },
    );

    // Logout ends the session on the server: the token is worthless from now on, wherever it is.
    app.post('/signout', { schema: { tags: ['auth'], ...apiContract['/signout'] } }, async (request) => {
      await endSession(deps.database, actorOf(request).sessionId);
      return { ok: true as const };
    });

    // The open approval page knows its media owner only through the signed link it was sent.
    app.post(
      '/fetch_open_user_details',
      {
        schema: { tags: ['auth'], ...apiContract['/fetch_open_user_details'] },
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
