import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig, openDatabase, prepareDatabase } from '@plano/server/testing';
import type { RunningServer } from './server.ts';

export const FIRST_ADMIN = { email: 'ops@agencia.example', password: 'a-long-admin-password' };

/**
 * The server as a production install starts it: no demo data, the first administrator from
 * ADMIN_*, the reference data loaded by the start itself (main.ts's prepareDatabase).
 */
export async function startFreshInstall(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plano-e2e-fresh-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: FIRST_ADMIN.email,
    ADMIN_PASSWORD: FIRST_ADMIN.password,
    LOG_LEVEL: 'warn',
    PORT: '0',
  });
  const database = await openDatabase({ dataDir });
  const app = await buildApp(config, database);
  await prepareDatabase(database, config, () => undefined);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
