import { seedDemo } from '../seed/demo.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  // The first start of an empty database loads the demo data.
  const { seeded } = await seedDemo(database, {
    sites: config.SEED_SITES,
    geodataDir: config.GEODATA_DIR,
    log: (msg) => app.log.info(msg),
  });
  if (seeded) app.log.info('demo data loaded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
