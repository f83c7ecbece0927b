import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { seedDemo } from '../seed/demo.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { emptyPostgresDatabase, newPostgresDatabase, postgresTemplatePrefix } from './postgres-databases.ts';

/** `dataDir`: a PGlite kept in that folder (a browser journey's server) rather than in memory. */
interface OnDisk {
  dataDir?: string;
}

/**
 * A fresh database for one test file: in-memory PGlite, or — when PLANO_TEST_ENGINE=postgres —
 * a new database on the TEST_DATABASE_URL server, dropped when the file is done. On PGlite the
 * run's first one is migrated and kept as a dump (see openSeededTestDatabase), which the others
 * start from: 0.75 s instead of 1.4–1.6 s for a new cluster and the migrations.
 */
export async function openTestDatabase(where: OnDisk = {}): Promise<Database & { engine: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PLANO_TEST_ENGINE !== 'postgres') {
    const templates = process.env.PLANO_TEST_TEMPLATES;
    const fresh = async () => ({ ...(await openDatabase(where)), engine: 'pglite' });
    if (!templates) return fresh();
    return fromPgliteTemplate(path.join(templates, 'pglite-migrated.tar'), fresh, where);
  }
  if (!serverUrl) throw new Error('PLANO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return openDroppedOnClose(await emptyPostgresDatabase(serverUrl));
}

/** A database of the test server, opened; closing it drops it. */
async function openDroppedOnClose(made: {
  url: string;
  drop(): Promise<void>;
}): Promise<Database & { engine: string }> {
  const database = await openDatabase({ url: made.url });
  return {
    ...database,
    engine: 'postgres',
    close: async () => {
      await database.close();
      await made.drop();
    },
  };
}

/**
 * A test file's database with the demo seeded. The first file of a run that asks for a seed makes
 * it once; the files after it start from a copy, without migrating or seeding again:
 * - on PGlite, from a dump left in PLANO_TEST_TEMPLATES (the global set-up makes that folder for the
 *   run; ~2 s of a file's 3.3 s set-up);
 * - on PostgreSQL, as `create database … template` of a database kept for the run (migrate and seed
 *   took 0.6–0.9 s a file).
 * Without the folder each file migrates and seeds its own. The browser journeys' servers start the
 * same way (e2e/support/server.ts).
 */
export async function openSeededTestDatabase(
  seed: { sites: number; geodataDir: string },
  where: OnDisk = {},
): Promise<Database & { engine: string }> {
  const templates = process.env.PLANO_TEST_TEMPLATES;
  if (!templates) return seeded(seed, where);
  const key = createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16);
  if (process.env.PLANO_TEST_ENGINE === 'postgres') return fromPostgresTemplate(seed, key);
  return fromPgliteTemplate(path.join(templates, `pglite-${key}.tar`), () => seeded(seed, where), where);
}

/** A PGlite started from the dump in `file`; the first to ask makes the database and leaves its dump. */
async function fromPgliteTemplate(
  file: string,
  make: () => Promise<Database & { engine: string }>,
  where: OnDisk,
): Promise<Database & { engine: string }> {
  if (existsSync(file)) {
    const startFrom = new Blob([await readFile(file)]);
    return { ...(await openDatabase({ ...where, startFrom })), engine: 'pglite' };
  }
  const database = await make();
  const dump = await slimmed(database).then(() => database.dump?.());
  if (dump) {
    // Written aside and renamed: a file opening at the same moment sees the whole dump or none.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return database;
}

/**
 * PGlite keeps everything in its one database (template1); its `postgres` and `template0` are
 * empty catalogs, 14 of a seeded dump's 36 MB. Every file that starts from the dump unpacks it
 * into memory, so they are dropped first: opening from it took 0.75 s instead of 1.0–1.6 s.
 * Nothing in the tests creates a database from template0 or connects to `postgres`.
 */
async function slimmed(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.query('drop database if exists postgres');
  await database.query("update pg_database set datistemplate = false where datname = 'template0'");
  await database.query('drop database if exists template0');
  await database.query('checkpoint');
}

/**
 * A copy of the run's seeded template on the TEST_DATABASE_URL server, made first if no file has.
 * Two workers asking at once take turns on an advisory lock; the template is seeded under another
 * name and renamed when whole, and nothing stays connected to it (PostgreSQL copies only an idle one).
 */
async function fromPostgresTemplate(
  seed: { sites: number; geodataDir: string },
  key: string,
): Promise<Database & { engine: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PLANO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = `${postgresTemplatePrefix(process.env.PLANO_TEST_TEMPLATES ?? '')}${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const making = await emptyPostgresDatabase(serverUrl);
      try {
        const database = await openDatabase({ url: making.url });
        await seedDemo(database, seed).finally(() => database.close());
      } catch (error) {
        // A seed that failed leaves no half-made template behind.
        await making.drop();
        throw error;
      }
      await admin.query(`alter database ${making.name} rename to ${template}`);
    }
    return await openDroppedOnClose(await newPostgresDatabase(serverUrl, template));
  } finally {
    await admin.end();
  }
}

async function seeded(seed: { sites: number; geodataDir: string }, where: OnDisk) {
  const database = await openTestDatabase(where);
  await seedDemo(database, seed);
  return database;
}
