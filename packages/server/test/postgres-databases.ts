import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

// The test databases of a PostgreSQL server (TEST_DATABASE_URL): made and dropped by name over the
// server's own database, apart from the product's client so the run's set-up loads only this.

/** A new database on a PostgreSQL server (empty, or a copy of `template`), and how to drop it. */
export async function newPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `plano_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabases(serverUrl, [name]) };
}

/** A new, empty (not migrated) database on a PostgreSQL server, and how to drop it. */
export const emptyPostgresDatabase = (serverUrl: string) => newPostgresDatabase(serverUrl);

/** The run's template databases are named after its folder, so a run drops only its own. */
export function postgresTemplatePrefix(templatesDir: string): string {
  return `plano_tpl_${createHash('sha256').update(templatesDir).digest('hex').slice(0, 8)}_`;
}

/** Drops databases of the TEST_DATABASE_URL server, closing any connection left to them. */
export async function dropPostgresDatabases(serverUrl: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
