import { seedDemo } from '../../seed/demo.ts';
import { ADMIN_PASSWORD_MIN_LENGTH, type Config, ConfigError } from '../config.ts';
import type { Database } from '../db/client.ts';
import { hasPlatformAdmin, PlatformAdminError, savePlatformAdmin } from '../modules/admin/platform-admin.ts';
import { loadReferenceData } from '../modules/admin/reference-data.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const NO_ADMIN_MESSAGE = [
  'This database has no platform administrator yet.',
  `Set ADMIN_EMAIL and ADMIN_PASSWORD (${ADMIN_PASSWORD_MIN_LENGTH}+ characters) for this start to create one,`,
  "or run `npm run admin -- --email you@example.com --password '…'` first.",
  '(DEMO_DATA=true loads the demo accounts instead, to try Plano out on an empty database.)',
].join('\n');

/**
 * The start-up work on an already migrated database, under the startup lock so that processes
 * started together do it one at a time: the reference data, the demo data when DEMO_DATA is on and
 * the database has no users, then the first platform administrator from ADMIN_* if there is none.
 * Without an administrator and without ADMIN_* the start stops: nobody could run the platform.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: (message: string) => void,
): Promise<void> {
  await database.withStartupLock(async () => {
    const reference = await database.transaction((query) => loadReferenceData(query, config.GEODATA_DIR));
    if (config.DEMO_DATA) {
      const { seeded } = await seedDemo(database, {
        sites: config.SEED_SITES,
        geodataDir: config.GEODATA_DIR,
        log,
      });
      if (seeded) log('demo data loaded');
    }
    if (await hasPlatformAdmin(database.query)) return;
    if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) throw new ConfigError(NO_ADMIN_MESSAGE);
    const admin = { email: config.ADMIN_EMAIL, passwordHash: await hashPassword(config.ADMIN_PASSWORD) };
    await database
      .transaction((query) => savePlatformAdmin(query, reference, admin))
      .catch((error) => {
        throw error instanceof PlatformAdminError ? new ConfigError(`ADMIN_EMAIL: ${error.message}`) : error;
      });
    log(`platform administrator ${admin.email.toLowerCase()} created`);
  });
}
