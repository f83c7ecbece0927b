import type { UpdateUserDetailsBody } from '@plano/core';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../auth/index.ts';
import { assertEmailFree, withFreeEmail } from './emails.ts';
import { updateOwnDetails } from './queries.ts';

/** The caller's own account: only the fields sent change (SPEC §5). */
export async function updateUserDetails(database: Database, actor: Actor, body: UpdateUserDetailsBody) {
  await withFreeEmail(() =>
    database.transaction(async (query) => {
      if (body.email !== undefined) await assertEmailFree(query, body.email, actor.id);
      await query(
        updateOwnDetails(actor.id, {
          name: body.name ?? null,
          email: body.email?.toLowerCase() ?? null,
          company: body.company ?? null,
          phone: body.phone ?? null,
        }),
      );
    }),
  );
}
