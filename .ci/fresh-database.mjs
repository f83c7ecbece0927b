// Prints the URL of a new, empty database on the local PostgreSQL server, or nothing when none answers.
import pg from 'pg';

const server = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `plano_ci_${Date.now()}`;
const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  console.log(url.toString());
} catch (error) {
  console.error(`No PostgreSQL server for the API tests (${error.message}).`);
} finally {
  await client.end().catch(() => {});
}
