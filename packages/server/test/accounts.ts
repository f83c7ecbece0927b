import type { Mail } from '../src/platform/mail/mailer.ts';
import type { TestContext } from './index.ts';

export interface NewAccountInput {
  name?: string;
  company?: string;
  email: string;
  password?: string;
}

/**
 * Register, then sign in as the new account's owner (Register itself answers only a message, the
 * same for a known address: issue 23). The account is unconfirmed unless `confirmed`: tests of
 * tenancy and the like use a confirmed one, as a real agency would be.
 */
export async function registerAccount(
  ctx: TestContext,
  input: NewAccountInput,
  options: { confirmed?: boolean } = {},
): Promise<{ token: string; userId: string; agencyId: string }> {
  const password = input.password ?? 'password-123';
  const registered = await ctx.call('/register', {
    name: input.name ?? 'New Owner',
    company: input.company ?? 'New Agency',
    email: input.email,
    password,
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  if (options.confirmed) {
    // As if the link were opened at once: confirmed, and its mail no longer waiting to be sent.
    await ctx.database.query('update users set email_confirmed_at = now() where lower(email) = lower($1)', [
      input.email,
    ]);
    await ctx.database.query(
      `delete from jobs where kind = 'mail' and status = 'queued' and payload->'to' ? lower($1)`,
      [input.email],
    );
  }
  const signedIn = await ctx.call('/signin', { email: input.email, password });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in after register failed: ${signedIn.body}`);
  const { token, user } = signedIn.json();
  return { token, userId: user._id, agencyId: user.agency_id };
}

/** The mails queued to an address (as the mail jobs hold them), oldest first. */
export async function mailsTo(ctx: TestContext, address: string): Promise<Mail[]> {
  const rows = await ctx.database.query<{ payload: Mail }>(
    `select payload from jobs where kind = 'mail' and payload->'to' ? $1 order by created_at, id`,
    [address.toLowerCase()],
  );
  return rows.map((row) => row.payload);
}
