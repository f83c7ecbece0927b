import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { PlatformAdminError, savePlatformAdmin } from './modules/admin/platform-admin.ts';
import { loadReferenceData } from './modules/admin/reference-data.ts';
import { hashPassword } from './modules/auth/password.ts';
import { runCommand } from './platform/cli/run-command.ts';

const USAGE = `Usage: npm run admin -- --email you@example.com --password '…' [--name 'Your Name']
Creates a platform administrator, or gives an existing one a new password (their sessions end).
The password may come from ADMIN_PASSWORD instead of --password, to keep it out of the shell history.`;

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z
    .string({ error: 'the password is missing: --password, or ADMIN_PASSWORD in the environment' })
    .min(ADMIN_PASSWORD_MIN_LENGTH, `the password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`),
  name: z.string().trim().max(120).optional(),
});

async function main(): Promise<number> {
  let args: z.infer<typeof argsSchema>;
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    const parsed = argsSchema.safeParse({
      ...values,
      password: values.password ?? process.env.ADMIN_PASSWORD,
    });
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
    args = parsed.data;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const passwordHash = await hashPassword(args.password);
    const outcome = await database.withStartupLock(() =>
      database.transaction(async (query) => {
        const reference = await loadReferenceData(query, config.GEODATA_DIR);
        return savePlatformAdmin(query, reference, { email: args.email, passwordHash, name: args.name });
      }),
    );
    const email = args.email.toLowerCase();
    console.log(
      outcome === 'created'
        ? `Platform administrator ${email} created: sign in with that e-mail and password.`
        : `Platform administrator ${email} has a new password; their open sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PlatformAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(main);
