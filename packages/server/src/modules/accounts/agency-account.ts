import { AGENCY_POLICIES } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { assertEmailFree } from './emails.ts';

export interface NewAccount {
  name: string;
  email: string;
  company: string;
  passwordHash: string;
  phone?: string;
  country?: string;
}

/**
 * A new agency whose first user owns it, through an `owner` role holding every agency policy
 * (Register, and Add Plano User of the admin panel). Runs inside the caller's transaction.
 * `confirmed`: the platform made it (Add Plano User), so its address counts as confirmed; a
 * self-registered one confirms it by the link it is mailed (issue 23).
 */
export async function createAgencyAccount(
  query: QueryFn,
  account: NewAccount,
  options: { confirmed: boolean },
): Promise<string> {
  await assertEmailFree(query, account.email);
  const [agency] = await query<{ id: string }>('insert into agencies (name) values ($1) returning id', [
    account.company,
  ]);
  const [role] = await query<{ id: string }>(
    `insert into roles (agency_id, name) values ($1, 'owner') returning id`,
    [agency.id],
  );
  await query(
    'insert into role_policies (role_id, policy_id) select $1, id from policies where name = any($2::text[])',
    [role.id, [...AGENCY_POLICIES]],
  );
  const [user] = await query<{ id: string }>(
    `insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
                        email_confirmed_at)
     values ($1, $2, $3, $4, $5, coalesce($6, 'Chile'), $7, $8, case when $9::boolean then now() end)
     returning id`,
    [
      account.name,
      account.email.toLowerCase(),
      account.passwordHash,
      account.company,
      account.phone ?? '',
      account.country ?? null,
      role.id,
      agency.id,
      options.confirmed,
    ],
  );
  await query('update agencies set owner_user_id = $1 where id = $2', [user.id, agency.id]);
  return user.id;
}
