import type { QueryFn } from '../../db/client.ts';
import { setPasswordHash } from '../accounts/index.ts';
import { endUserSessions } from '../auth/index.ts';
import {
  insertPlatformAdmin,
  platformAdminExists,
  setAgencyOwnerIfNone,
  userByEmailWithAdmin,
} from './queries.ts';
import { PLATFORM_AGENCY, type ReferenceIds } from './reference-data.ts';

/** Whether some user holds the admin panel through their role: the platform has someone to run it. */
export async function hasPlatformAdmin(query: QueryFn): Promise<boolean> {
  const [row] = await query(platformAdminExists());
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
  const [existing] = await query(userByEmailWithAdmin(email));
  if (existing && !existing.admin)
    throw new PlatformAdminError(`${email} is another account's user, not a platform administrator`);
  if (existing) {
    await query(setPasswordHash(existing.id, admin.passwordHash));
    await endUserSessions({ query }, existing.id);
    return 'reset';
  }
  const [created] = await query(
    insertPlatformAdmin({
      name: admin.name?.trim() || email.split('@')[0],
      email,
      passwordHash: admin.passwordHash,
      company: PLATFORM_AGENCY,
      roleId: reference.roles.admin,
      agencyId: reference.platformAgencyId,
    }),
  );
  await query(setAgencyOwnerIfNone(created.id, reference.platformAgencyId));
  return 'created';
}
