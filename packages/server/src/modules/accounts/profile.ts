import type { UpdateUserDetailsBody } from '@plano/core';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../auth/index.ts';
import { assertEmailFree, withFreeEmail } from './emails.ts';

/** The caller's own account: only the fields sent change (SPEC §5). */
export async function updateUserDetails(database: Database, actor: Actor, body: UpdateUserDetailsBody) {
  await withFreeEmail(() =>
    database.transaction(async (query) => {
      if (body.email !== undefined) await assertEmailFree(query, body.email, actor.id);
      await query(
        `update users set name = coalesce($2, name), email = coalesce($3, email),
                          company = coalesce($4, company), phone = coalesce($5, phone)
          where id = $1`,
        [
          actor.id,
          body.name ?? null,
          body.email?.toLowerCase() ?? null,
          body.company ?? null,
          body.phone ?? null,
        ],
      );
    }),
  );
}
