import { MEDIA_OWNER_MESSAGES } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../platform/http/errors.ts';
import { lockVendor, setVendorEmail, setVendorPhone, vendorEmailTakenByOther } from './queries.ts';

const notFound = () => new AppError(404, 'not_found', MEDIA_OWNER_MESSAGES.notFound);

/** Edit Media Owner's phone. The schema refuses an empty phone, so an empty one is never saved. */
export async function editMediaOwnerPhone(database: Database, id: string, phone: string): Promise<void> {
  const rows = await database.query(setVendorPhone(id, phone));
  if (rows.length === 0) throw notFound();
}

/**
 * Edit Media Owner's e-mail: the owner's contact address (approval mails go to it and to its
 * users). Its users' sign-in e-mails stay theirs. Another owner's address answers 409.
 */
export async function editMediaOwnerEmail(database: Database, id: string, email: string): Promise<void> {
  await database.transaction(async (query) => {
    const [owner] = await query(lockVendor(id));
    if (!owner) throw notFound();
    const [taken] = await query(vendorEmailTakenByOther(email, id));
    if (taken) throw conflict(MEDIA_OWNER_MESSAGES.exists);
    await query(setVendorEmail(id, email.toLowerCase()));
  });
}
