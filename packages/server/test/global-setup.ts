import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dropPostgresDatabases, postgresTemplatePrefix } from './postgres-databases.ts';

/**
 * The server tests' and the browser journeys' run-wide set-up: a folder for the seeded database
 * templates of this run (test/database.ts), so that each seed is migrated and loaded once, not once
 * per file; on PostgreSQL the templates are databases named after the folder. Removed at the end; a
 * new run starts from none, so a template never outlives the code that made it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plano-test-templates-'));
  process.env.PLANO_TEST_TEMPLATES = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (process.env.PLANO_TEST_ENGINE === 'postgres' && serverUrl) await dropTemplates(serverUrl, dir);
  };
}

async function dropTemplates(serverUrl: string, dir: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client
    .query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      postgresTemplatePrefix(dir),
    ])
    .finally(() => client.end());
  await dropPostgresDatabases(
    serverUrl,
    rows.map((r) => r.datname),
  );
}
