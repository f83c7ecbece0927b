import { formatMessage } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  accountMails,
  deleteAccountMailsPastHour,
  deleteUserMailsPastHour,
  insertMailSend,
  lockMailLedger,
  userMailsInHour,
} from './queries.ts';

/** Whose account a mail is charged to: the agency, the media owner, or a user of neither. */
export interface MailSender {
  id: string;
  agencyId: string | null;
  vendorId: string | null;
}

/** Plano's own mails about an account (its confirmation link, a lockout): never the account's hour. */
export const PLATFORM_SENDER = 'platform';

/**
 * One count per account, not per user: members an agency adds share its hour, so adding people
 * does not multiply what the account may mail (decision 0018).
 */
export function accountKeyOf(sender: MailSender): string {
  if (sender.agencyId) return `agency:${sender.agencyId}`;
  if (sender.vendorId) return `vendor:${sender.vendorId}`;
  return `user:${sender.id}`;
}

/** What an account's own mail uses of its hour. */
export const mailUseBy = (sender: MailSender, kind: string, recipients: number): MailUse => ({
  accountKey: accountKeyOf(sender),
  userId: sender.id,
  kind,
  recipients,
});

export interface MailUse {
  /** `accountKeyOf(sender)`, or PLATFORM_SENDER. */
  accountKey: string;
  userId: string | null;
  kind: string;
  recipients: number;
}

/** Seconds as the whole minutes a message says ("try again in 3 minutes"), at least one. */
export const minutesFrom = (seconds: number) => String(Math.max(1, Math.ceil(seconds / 60)));

/**
 * Charges `use.recipients` to the account's last hour, or answers 429 saying when enough frees up.
 * Runs in the caller's transaction (the one that queues the mail): an advisory lock per account makes
 * processes that send for the same account at once count one after the other.
 */
export async function reserveMailQuota(query: QueryFn, use: MailUse, limitPerHour: number): Promise<void> {
  const max = String(limitPerHour);
  if (use.recipients > limitPerHour) {
    throw new AppError(
      429,
      'mail_limit',
      formatMessage('mailTooManyRecipients', { max, count: String(use.recipients) }),
    );
  }
  const sent = await lockAndRead(query, use.accountKey);
  let over = sent.reduce((sum, row) => sum + row.recipients, 0) + use.recipients - limitPerHour;
  if (over > 0) {
    let freesIn = 3600;
    for (const row of sent) {
      over -= row.recipients;
      freesIn = row.frees_in;
      if (over <= 0) break;
    }
    throw new AppError(
      429,
      'mail_limit',
      formatMessage('mailLimitReached', { max, minutes: minutesFrom(freesIn) }),
      undefined,
      { retry_after: Math.ceil(freesIn) },
    );
  }
  await recordMail(query, use);
}

/** Writes a mail into the ledger without a limit (Plano's own mails, already limited by their caller). */
export async function recordMail(query: QueryFn, use: MailUse): Promise<void> {
  if (use.accountKey === PLATFORM_SENDER && use.userId) {
    await query(deleteUserMailsPastHour(PLATFORM_SENDER, use.userId));
  }
  await query(insertMailSend(use));
}

/**
 * How many mails of `kind` Plano sent about this user within the hour, and when the oldest of them
 * leaves the hour (seconds), for the limits of the confirmation link and of the register notice.
 * Runs in the caller's transaction.
 */
export async function platformMailsAbout(
  query: QueryFn,
  userId: string,
  kind: string,
): Promise<{ count: number; freesIn: number }> {
  // One at a time per user and kind, so two requests at once cannot both take the last one.
  await query(lockMailLedger(`mail:${kind}:${userId}`));
  const [row] = await query(userMailsInHour(userId, kind));
  return { count: row.count, freesIn: row.frees_in ?? 0 };
}

async function lockAndRead(query: QueryFn, accountKey: string) {
  await query(lockMailLedger(`mail:${accountKey}`));
  // What left the hour is no longer needed by anyone: the ledger stays an hour deep.
  await query(deleteAccountMailsPastHour(accountKey));
  return query(accountMails(accountKey));
}
