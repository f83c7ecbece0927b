import { type AddMediaOwnerBody, formatMessage, MEDIA_OWNER_MESSAGES } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { PLATFORM_ROLES, platformRole } from '../admin/index.ts';
import { hashPassword } from '../auth/index.ts';
import { insertOwnerUser, insertVendor, ownerNameOrEmailTaken, unknownStatesCount } from './queries.ts';

/**
 * Add Media Owner: the owner and its first login user, who holds `inventory management` through the
 * platform's `media owner` role — in one transaction, so no owner is ever stored without a user.
 * A name taken by another owner, or an e-mail taken by an owner or any user, answers 409.
 */
export async function addMediaOwner(database: Database, body: AddMediaOwnerBody): Promise<string> {
  await checkStates(database.query, body.states);
  const passwordHash = await hashPassword(body.password);
  try {
    return await database.transaction(async (query) => {
      await assertFree(query, body);
      const [vendor] = await query(insertVendor(body));
      const roleId = await platformRole(query, PLATFORM_ROLES.mediaOwner);
      await query(insertOwnerUser(body, { passwordHash, roleId, vendorId: vendor.id }));
      return vendor.id;
    });
  } catch (error) {
    // Two requests racing for one name or e-mail: the unique indexes decide, the loser hears 409.
    if (errorCode(error) === '23505') throw conflict(MEDIA_OWNER_MESSAGES.exists);
    throw error;
  }
}

async function assertFree(query: QueryFn, body: AddMediaOwnerBody): Promise<void> {
  const [taken] = await query(ownerNameOrEmailTaken(body.name, body.email));
  if (taken) throw conflict(MEDIA_OWNER_MESSAGES.exists);
}

/** States must be Chilean regions: the schema only knows they are non-empty names. */
async function checkStates(query: QueryFn, states: string[]): Promise<void> {
  const [row] = await query(unknownStatesCount(states));
  if (row.bad > 0) {
    const message = formatMessage('invalidOption', { field: 'States' });
    throw badRequest(message, { states: message });
  }
}
