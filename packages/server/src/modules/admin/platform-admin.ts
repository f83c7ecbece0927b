import { BUSINESS_UNITS, POLICIES } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { PLATFORM_AGENCY, type ReferenceIds } from './reference-data.ts';

/** Whether some user holds the admin panel through their role: the platform has someone to run it. */
export async function hasPlatformAdmin(query: QueryFn): Promise<boolean> {
  const [row] = await query<{ found: boolean }>(
    `select exists (
       select 1 from users u
         join role_policies rp on rp.role_id = u.role_id
         join policies p on p.id = rp.policy_id
        where p.name = $1) as found`,
    [POLICIES.adminPanel],
  );
  return row.found;
}

export class PlatformAdminError extends Error {}

/**
 * Creates a platform administrator (the platform's `admin` role, every policy, in the platform's
 * agency), or gives an existing one a new password and ends their sessions. An e-mail that belongs
 * to anyone else is refused: making an agency's member a platform administrator is not a reset.
 */
export async function savePlatformAdmin(
  query: QueryFn,
  reference: ReferenceIds,
  admin: { email: string; passwordHash: string; name?: string },
): Promise<'created' | 'reset'> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await query<{ id: string; admin: boolean }>(
    `select u.id, exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
                           where rp.role_id = u.role_id and p.name = $2) as admin
       from users u where lower(u.email) = $1`,
    [email, POLICIES.adminPanel],
  );
  if (existing && !existing.admin)
    throw new PlatformAdminError(`${email} is another account's user, not a platform administrator`);
  if (existing) {
    await query('update users set password_hash = $2 where id = $1', [existing.id, admin.passwordHash]);
    await query('update sessions set ended_at = now() where user_id = $1 and ended_at is null', [
      existing.id,
    ]);
    return 'reset';
  }
  const [created] = await query<{ id: string }>(
    `insert into users (name, email, password_hash, company, role_id, agency_id, business_units,
                        email_confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, now()) returning id`,
    [
      admin.name?.trim() || email.split('@')[0],
      email,
      admin.passwordHash,
      PLATFORM_AGENCY,
      reference.roles.admin,
      reference.platformAgencyId,
      [...BUSINESS_UNITS],
    ],
  );
  await query('update agencies set owner_user_id = coalesce(owner_user_id, $1) where id = $2', [
    created.id,
    reference.platformAgencyId,
  ]);
  return 'created';
}
