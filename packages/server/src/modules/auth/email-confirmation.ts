import { AUTH_MESSAGES, formatMessage } from '@plano/core';
import type { AppContext } from '../../app-context.ts';
import type { QueryFn } from '../../db/client.ts';
import { AppError, conflict, forbidden, unauthorized } from '../../platform/http/errors.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import {
  minutesFrom,
  PLATFORM_SENDER,
  platformMailsAbout,
  recordMail,
} from '../../platform/mail/mail-quota.ts';
import type { Actor } from './actor.ts';
import { confirmationMail } from './auth-mails.ts';
import { confirmAddress } from './queries.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 48;
/** Confirmation mails one user may get in an hour (the first one and the resends). */
export const CONFIRMATIONS_PER_HOUR = 3;

type Deps = Pick<AppContext, 'config' | 'database' | 'tokens' | 'jobs'>;

/** Where links in mails point: PUBLIC_URL, or this machine. */
export const publicBase = (config: Deps['config']) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** Mailing and inviting wait for a confirmed address (routes say so with `config.confirmedEmail`). */
export function assertConfirmedEmail(actor: Pick<Actor, 'emailConfirmed'>): void {
  if (!actor.emailConfirmed) throw forbidden(AUTH_MESSAGES.confirmEmailFirst);
}

/**
 * Queues the confirmation mail in the caller's transaction. At most CONFIRMATIONS_PER_HOUR an hour
 * per user: the address may be a stranger's, typed by whoever registered.
 */
export async function sendConfirmation(
  deps: Deps,
  query: QueryFn,
  user: { id: string; email: string },
): Promise<void> {
  const sent = await platformMailsAbout(query, user.id, 'confirmation');
  if (sent.count >= CONFIRMATIONS_PER_HOUR) {
    throw new AppError(
      429,
      'mail_limit',
      formatMessage('confirmationLimitReached', {
        max: String(CONFIRMATIONS_PER_HOUR),
        minutes: minutesFrom(sent.freesIn),
      }),
    );
  }
  const token = await deps.tokens.signEmailConfirmation(user.id, user.email, CONFIRMATION_LINK_HOURS);
  const link = `${publicBase(deps.config)}/open/confirm_email?token=${encodeURIComponent(token)}`;
  await recordMail(query, {
    accountKey: PLATFORM_SENDER,
    userId: user.id,
    kind: 'confirmation',
    recipients: 1,
  });
  await queueMail(deps.jobs, query, confirmationMail(user.email, link, CONFIRMATION_LINK_HOURS), user.id);
}

/**
 * The link was opened: the address it was sent to is confirmed, if it is still the account's.
 * Opening it twice is fine; a forged, expired or outdated link is 401.
 */
export async function confirmEmail(deps: Deps, token: string): Promise<void> {
  const claims = await deps.tokens.verifyEmailConfirmation(token);
  const [row] = claims ? await deps.database.query(confirmAddress(claims.userId, claims.email)) : [];
  if (!row) throw unauthorized(AUTH_MESSAGES.badConfirmationLink);
}

/** The unconfirmed user asks for a new link (the profile's Resend action). */
export async function resendConfirmation(deps: Deps, actor: Actor): Promise<void> {
  if (actor.emailConfirmed) throw conflict(AUTH_MESSAGES.alreadyConfirmed);
  await deps.database.transaction((query) => sendConfirmation(deps, query, actor));
}
