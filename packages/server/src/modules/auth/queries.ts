import type { sessions, signInFailures, users } from '../../db/schema.ts';
import { prepared, query, type RowOf, sql } from '../../db/sql.ts';

// The caller

/** The user of an open, unexpired session, with the names of their role's policies. */
export const actorOfSession = (userId: string, sessionId: string) =>
  prepared<
    Pick<
      RowOf<typeof users>,
      'id' | 'name' | 'email' | 'agency_id' | 'vendor_id' | 'role_id' | 'shared_users'
    > & { email_confirmed: boolean; policies: string[] | null }
  >(sql`select u.id, u.name, u.email, u.agency_id, u.vendor_id, u.role_id, u.shared_users,
            u.email_confirmed_at is not null as email_confirmed,
            array(select p.name from role_policies rp join policies p on p.id = rp.policy_id
                  where rp.role_id = u.role_id order by p.name) as policies
       from users u
       join sessions se on se.user_id = u.id and se.id = ${sessionId}::uuid
      where u.id = ${userId} and se.ended_at is null and se.expires_at > now()`);

/** The account of an address, whatever its case (`email` in lower case). */
export const userByEmail = (email: string) =>
  query<Pick<RowOf<typeof users>, 'id' | 'email'>>(
    sql`select id, email from users where lower(email) = ${email}`,
  );

/** Confirms the address of the link, if it is still the account's; the first confirmation stays. */
export const confirmAddress = (userId: string, email: string) =>
  query<
    Pick<RowOf<typeof users>, 'id'>
  >(sql`update users set email_confirmed_at = coalesce(email_confirmed_at, now())
          where id = ${userId} and lower(email) = ${email} returning id`);

// Sessions

export const insertSession = (userId: string, ttlHours: number) =>
  query<
    Pick<RowOf<typeof sessions>, 'id'>
  >(sql`insert into sessions (user_id, expires_at) values (${userId}, now() + make_interval(hours => ${ttlHours}::int))
     returning id`);

export const closeSession = (sessionId: string) =>
  query(sql`update sessions set ended_at = now() where id = ${sessionId} and ended_at is null`);

/** Ends the user's open sessions but `except` (null: all of them). */
export const closeUserSessions = (userId: string, except: string | null) =>
  query<Pick<RowOf<typeof sessions>, 'id'>>(sql`update sessions set ended_at = now()
      where user_id = ${userId} and ended_at is null and id is distinct from ${except}::uuid returning id`);

// Failed sign-ins

/** Seconds left of the lock on the address, when it is locked. */
export const lockedSeconds = (email: string) =>
  query<{ seconds: number }>(sql`select extract(epoch from (locked_until - now()))::float8 as seconds
       from sign_in_failures where email = ${email} and locked_until > now()`);

/** One more failure of the address; the count starts again when `windowMinutes` have passed. */
export const countFailure = (email: string, windowMinutes: number) =>
  query(sql`insert into sign_in_failures as f (email, failures, first_failed_at) values (${email}, 1, now())
     on conflict (email) do update set
       failures = case when f.first_failed_at > now() - make_interval(mins => ${windowMinutes}) then f.failures + 1 else 1 end,
       first_failed_at = case when f.first_failed_at > now() - make_interval(mins => ${windowMinutes})
                              then f.first_failed_at else now() end`);

/** Locks the address for `minutes` when it has `failures` or more; a row when it did. */
export const lockAfterFailures = (email: string, failures: number, minutes: number) =>
  query<Pick<RowOf<typeof signInFailures>, 'email'>>(sql`update sign_in_failures
        set locked_until = now() + make_interval(mins => ${minutes}), failures = 0, first_failed_at = now()
      where email = ${email} and failures >= ${failures} returning email`);

export const deleteFailures = (email: string) =>
  query(sql`delete from sign_in_failures where email = ${email}`);

/** Rows of addresses nobody tried for a day, a hundred at a time, skipping rows in use. */
export const pruneFailures = () =>
  query(sql`delete from sign_in_failures where email in (
       select email from sign_in_failures
        where first_failed_at < now() - interval '1 day' and (locked_until is null or locked_until < now())
        limit 100 for update skip locked)`);
