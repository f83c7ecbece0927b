import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

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
  const name = `plano_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    engine: 'postgres',
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
