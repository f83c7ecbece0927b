import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runCommand } from '../src/platform/cli/run-command.ts';
import { parseSeedArgs, type SeedArgs, USAGE } from './args.ts';
import { seedDemo } from './demo.ts';

async function main(): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const sites = args.sites ?? config.SEED_SITES;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const started = performance.now();
  try {
    console.log(
      `Seeding ${sites.toLocaleString('en')} sites into ${where}${args.reset ? ' (reset first)' : ''}`,
    );
    const result = await seedDemo(database, {
      sites,
      geodataDir: config.GEODATA_DIR,
      reset: args.reset,
      log: (msg) => console.log(`  ${msg}`),
    });
    if (!result.seeded) {
      console.log('The database already holds data: nothing was changed. Run with --reset to seed it again.');
      return 0;
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = seconds > 0 ? Math.round(sites / seconds).toLocaleString('en') : '–';
    console.log(`Done in ${seconds.toFixed(1)} s (${perSecond} sites/s overall).`);
    console.log(
      'Demo accounts (password plano-demo): admin@, planner@, approver@, owner@, viewer@plano.test',
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
