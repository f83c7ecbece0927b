import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { seedDemo } from '../seed/demo.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

/** `dataDir`: a PGlite kept in that folder (a browser journey's server) rather than in memory. */
interface OnDisk {
  dataDir?: string;
}

/**
 * A fresh database for one test file: in-memory PGlite, or — when PLANO_TEST_ENGINE=postgres —
 * a new database on the TEST_DATABASE_URL server, dropped when the file is done.
 */
export async function openTestDatabase(where: OnDisk = {}): Promise<Database & { engine: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PLANO_TEST_ENGINE !== 'postgres') {
    return { ...(await openDatabase(where)), engine: 'pglite' };
  }
  if (!serverUrl) throw new Error('PLANO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const empty = await emptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ url: empty.url });
  return {
    ...database,
    engine: 'postgres',
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty (not migrated) database on a PostgreSQL server, and how to drop it. */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `plano_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A test file's database with the demo seeded. On PGlite the first file of a run that asks for a
 * seed makes it and leaves a dump of it in PLANO_TEST_TEMPLATES (the server project's global set-up
 * makes that folder for the run); the files after it start from the dump, without migrating or
 * seeding again (~2 s of a file's 3.3 s set-up). Without the folder, and on PostgreSQL, each file
 * migrates and seeds its own. The browser journeys' servers start the same way (e2e/support/server.ts).
 */
export async function openSeededTestDatabase(
  seed: { sites: number; geodataDir: string },
  where: OnDisk = {},
): Promise<Database & { engine: string }> {
  const templates = process.env.PLANO_TEST_TEMPLATES;
  if (process.env.PLANO_TEST_ENGINE === 'postgres' || !templates) return seeded(seed, where);
  const key = createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16);
  const file = path.join(templates, `pglite-${key}.tar`);
  if (existsSync(file)) {
    const startFrom = new Blob([await readFile(file)]);
    return { ...(await openDatabase({ ...where, startFrom })), engine: 'pglite' };
  }
  const database = await seeded(seed, where);
  const dump = await database.dump?.();
  if (dump) {
    // Written aside and renamed: a file opening at the same moment sees the whole dump or none.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return database;
}

async function seeded(seed: { sites: number; geodataDir: string }, where: OnDisk) {
  const database = await openTestDatabase(where);
  await seedDemo(database, seed);
  return database;
}
