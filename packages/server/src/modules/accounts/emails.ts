import type { QueryFn } from '../../db/client.ts';
import { errorCode } from '../../db/errors.ts';
import { conflict } from '../../platform/http/errors.ts';
import { emailTaken } from './queries.ts';

export const EMAIL_TAKEN = 'An account with this Email already exists';

/** E-mails are unique across the platform, whatever their case; `except` is the user being edited. */
export async function assertEmailFree(query: QueryFn, email: string, except?: string): Promise<void> {
  const [taken] = await query(emailTaken(email, except ?? null));
  if (taken) throw conflict(EMAIL_TAKEN);
}

/** Two requests racing for one e-mail: the unique index decides, and the loser hears 409 too. */
export async function withFreeEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (errorCode(error) === '23505') throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
