import { type AddMediaOwnerBody, formatMessage, MEDIA_OWNER_MESSAGES, POLICIES } from '@plano/core';
import type { Database, QueryFn } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { PLATFORM_ROLES } from '../admin/index.ts';
import { hashPassword } from '../auth/index.ts';

const MEDIA_OWNER_ROLE = PLATFORM_ROLES.mediaOwner.name;

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
      const [vendor] = await query<{ id: string }>(
        `insert into vendors (name, states, phone, email, country)
         values ($1, $2, $3, $4, $5) returning id`,
        [body.name, body.states, body.phone, body.email.toLowerCase(), body.country],
      );
      const roleId = await mediaOwnerRole(query);
      await query(
        `insert into users (name, email, password_hash, company, phone, country, role_id, vendor_id,
                            email_confirmed_at)
         values ($1, $2, $3, $1, $4, $5, $6, $7, now())`,
        [body.name, body.email.toLowerCase(), passwordHash, body.phone, body.country, roleId, vendor.id],
      );
      return vendor.id;
    });
  } catch (error) {
    // Two requests racing for one name or e-mail: the unique indexes decide, the loser hears 409.
    if (errorCode(error) === '23505') throw conflict(MEDIA_OWNER_MESSAGES.exists);
    throw error;
  }
}

async function assertFree(query: QueryFn, body: AddMediaOwnerBody): Promise<void> {
  const [taken] = await query(
    `select 1 from vendors where lower(name) = lower($1) or lower(email) = lower($2)
     union all select 1 from users where lower(email) = lower($2) limit 1`,
    [body.name, body.email],
  );
  if (taken) throw conflict(MEDIA_OWNER_MESSAGES.exists);
}

/** States must be Chilean regions: the schema only knows they are non-empty names. */
async function checkStates(query: QueryFn, states: string[]): Promise<void> {
  const [row] = await query<{ bad: number }>(
    `select count(*)::int as bad from unnest($1::text[]) s
      where not exists (select 1 from regions r where r.name = s)`,
    [states],
  );
  if (row.bad > 0) {
    const message = formatMessage('invalidOption', { field: 'States' });
    throw badRequest(message, { states: message });
  }
}

/** The platform's role of media owners' users; made once if a database lacks it. */
async function mediaOwnerRole(query: QueryFn): Promise<string> {
  const [found] = await query<{ id: string }>('select id from roles where agency_id is null and name = $1', [
    MEDIA_OWNER_ROLE,
  ]);
  if (found) return found.id;
  const [role] = await query<{ id: string }>(
    'insert into roles (agency_id, name) values (null, $1) returning id',
    [MEDIA_OWNER_ROLE],
  );
  await query('insert into role_policies (role_id, policy_id) select $1, id from policies where name = $2', [
    role.id,
    POLICIES.inventoryManagement,
  ]);
  return role.id;
}
