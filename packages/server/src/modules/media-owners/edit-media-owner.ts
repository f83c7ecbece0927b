import { MEDIA_OWNER_MESSAGES } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../platform/http/errors.ts';

const notFound = () => new AppError(404, 'not_found', MEDIA_OWNER_MESSAGES.notFound);

/** Edit Media Owner's phone. The schema refuses an empty phone, so an empty one is never saved. */
export async function editMediaOwnerPhone(database: Database, id: string, phone: string): Promise<void> {
  const rows = await database.query('update vendors set phone = $2 where id = $1 returning id', [id, phone]);
  if (rows.length === 0) throw notFound();
}

/**
 * Edit Media Owner's e-mail: the owner's contact address (approval mails go to it and to its
 * users). Its users' sign-in e-mails stay theirs. Another owner's address answers 409.
 */
export async function editMediaOwnerEmail(database: Database, id: string, email: string): Promise<void> {
  await database.transaction(async (query) => {
    const [owner] = await query('select 1 from vendors where id = $1 for update', [id]);
    if (!owner) throw notFound();
    const [taken] = await query('select 1 from vendors where lower(email) = lower($1) and id <> $2', [
      email,
      id,
    ]);
    if (taken) throw conflict(MEDIA_OWNER_MESSAGES.exists);
    await query('update vendors set email = $2 where id = $1', [id, email.toLowerCase()]);
  });
}
