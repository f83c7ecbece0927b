import { AUTH_MESSAGES, type MessageDto, type RegisterBody } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { AppError } from '../../platform/http/errors.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { PLATFORM_SENDER, platformMailsAbout, recordMail } from '../../platform/mail/mail-quota.ts';
import { createAgencyAccount } from '../accounts/index.ts';
import { registerAttemptMail } from './auth-mails.ts';
import { publicBase, sendConfirmation } from './email-confirmation.ts';
import { hashPassword } from './password.ts';
import { userByEmail } from './queries.ts';
import type { AuthDeps } from './service.ts';

/**
 * A new agency account whose first user owns it and holds every agency policy, unconfirmed until
 * the link mailed to it is opened. An address that already has an account gets a mail saying so
 * instead, and the answer is the same either way: Register tells nobody who has an account
 * (issue 23, decision 0018). The caller signs in next, as with any account.
 */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<MessageDto> {
  // Hashed in both cases, so a known address does not answer sooner.
  const passwordHash = await hashPassword(body.password);
  const email = body.email.toLowerCase();
  try {
    await deps.database.transaction(async (query) => {
      const [known] = await query(userByEmail(email));
      if (known) return noticeKnownAddress(deps, query, known);
      const userId = await createAgencyAccount(query, { ...body, email, passwordHash }, { confirmed: false });
      await sendConfirmation(deps, query, { id: userId, email });
    });
  } catch (error) {
    // Two registrations racing for one new address: the unique index (or the check that read the
    // other's row) decides, and the loser hears the same.
    const taken = errorCode(error) === '23505' || (error instanceof AppError && error.statusCode === 409);
    if (!taken) throw error;
  }
  return { msg: AUTH_MESSAGES.registered };
}

/** At most one such mail an hour per account, however often strangers try its address. */
async function noticeKnownAddress(deps: AuthDeps, query: QueryFn, user: { id: string; email: string }) {
  if ((await platformMailsAbout(query, user.id, 'register_notice')).count > 0) return;
  await recordMail(query, {
    accountKey: PLATFORM_SENDER,
    userId: user.id,
    kind: 'register_notice',
    recipients: 1,
  });
  await queueMail(deps.jobs, query, registerAttemptMail(user.email, `${publicBase(deps.config)}/auth/login`));
}
