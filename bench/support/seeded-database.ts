import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, type Database, loadConfig, openDatabase, seedDemo } from '@plano/server/testing';

const dataRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

/**
 * A demo database of `sites` sites: embedded PGlite under bench/data/sites-N (seeded once, then
 * reused), or BENCH_DATABASE_URL. Says which, and how long a fresh seed took.
 */
export async function seededDatabase(sites: number): Promise<{ config: Config; database: Database }> {
  const dataDir = path.join(dataRoot, `sites-${sites}`);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const fresh = !config.DATABASE_URL && !existsSync(path.join(dataDir, 'pglite'));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  const seedStart = performance.now();
  const { seeded } = await seedDemo(database, {
    sites,
    geodataDir: config.GEODATA_DIR,
    log: (m) => console.log(`  seed: ${m}`),
  });
  if (seeded) {
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(0);
    console.log(`seeded ${sites.toLocaleString('en')} sites in ${seconds} s`);
  } else if (!fresh) {
    console.log(
      `reusing the ${database.kind} database in ${config.DATABASE_URL ? 'BENCH_DATABASE_URL' : dataDir}`,
    );
  }
  return { config, database };
}
