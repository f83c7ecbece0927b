import type { mailSends } from '../../db/schema.ts';
import { query, type RowOf, sql } from '../../db/sql.ts';
import type { MailUse } from './mail-quota.ts';

/** Holds, until the transaction ends, the lock named `key`: who counts the same mails waits. */
export const lockMailLedger = (key: string) => query(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** Forgets the mails of `accountKey` about `userId` that left the hour. */
export const deleteUserMailsPastHour = (accountKey: string, userId: string) =>
  query(
    sql`delete from mail_sends where account_key = ${accountKey} and user_id = ${userId} and sent_at <= now() - interval '1 hour'`,
  );

export const insertMailSend = (use: MailUse) =>
  query(
    sql`insert into mail_sends (account_key, user_id, kind, recipients) values (${use.accountKey}, ${use.userId}, ${use.kind}, ${use.recipients})`,
  );

/** How many mails of `kind` about the user within the hour, and in how many seconds the oldest leaves it. */
export const userMailsInHour = (userId: string, kind: string) =>
  query<{ count: number; frees_in: number | null }>(sql`select count(*)::int as count,
            extract(epoch from (min(sent_at) + interval '1 hour' - now()))::float8 as frees_in
       from mail_sends where user_id = ${userId} and kind = ${kind} and sent_at > now() - interval '1 hour'`);

/** Forgets the account's mails that left the hour. */
export const deleteAccountMailsPastHour = (accountKey: string) =>
  query(
    sql`delete from mail_sends where account_key = ${accountKey} and sent_at <= now() - interval '1 hour'`,
  );

/** The account's mails, oldest first, each with the seconds until it leaves the hour. */
export const accountMails = (accountKey: string) =>
  query<
    Pick<RowOf<typeof mailSends>, 'recipients'> & { frees_in: number }
  >(sql`select recipients, extract(epoch from (sent_at + interval '1 hour' - now()))::float8 as frees_in
       from mail_sends where account_key = ${accountKey} order by sent_at`);
