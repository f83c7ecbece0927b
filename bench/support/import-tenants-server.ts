import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApp,
  createTokenService,
  DEMO,
  loadConfig,
  openDatabase,
  seedDemo,
  startSession,
} from '@plano/server/testing';
import { placesOf } from './inventory-file.ts';

/**
 * The server of bench/import-tenants.ts, in its own process so that the bench's own work never
 * delays the answers it times: a fresh on-disk PGlite (the zero-setup default) with the demo data,
 * listening on a free port. Answers over IPC its URL, a media owner's and another tenant's (a
 * planner's) token, and the communes the generated file spreads its sites over.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plano-bench-tenants-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  APP_SECRET: 'bench-secret-bench-secret-bench-0123456789',
});
const database = await openDatabase({ dataDir });
await seedDemo(database, { sites: 1000, geodataDir: config.GEODATA_DIR });
const tokens = createTokenService(config.APP_SECRET);
const tokenOf = async (email: string) => {
  const [user] = await database.query<{ id: string }>('select id from users where email = $1', [email]);
  return tokens.signSession({ userId: user.id, sessionId: await startSession(database, user.id, 2) }, 2);
};
const app = await buildApp(config, database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({
  type: 'ready',
  url,
  owner: await tokenOf(DEMO.owner),
  planner: await tokenOf(DEMO.planner),
  places: await placesOf(database),
});
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
