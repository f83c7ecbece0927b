import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or — when PLANO_TEST_ENGINE=postgres —
 * a new database on the TEST_DATABASE_URL server, dropped when the file is done.
 */
export async function openTestDatabase(): Promise<Database & { engine: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PLANO_TEST_ENGINE !== 'postgres') {
    return { ...(await openDatabase({})), engine: 'pglite' };
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
