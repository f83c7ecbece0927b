import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './lifecycle/prepare-database.ts';
import { shutDown } from './lifecycle/shut-down.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Opening migrates (under the startup lock on PostgreSQL); then reference data, demo data, admin.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  try {
    await prepareDatabase(database, config, (message) => app.log.info(message));
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }

  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    shutDown(app, database, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS }).then(
      (inTime) => {
        if (inTime) app.log.info('stopped: every request and job finished');
        else app.log.warn('stopped at the deadline (SHUTDOWN_TIMEOUT_MS)');
        process.exit(inTime ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.jobs.start();
  app.log.info(`Plano is running on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Plano failed to start:', error);
  }
  process.exit(1);
});
