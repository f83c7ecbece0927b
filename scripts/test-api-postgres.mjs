// Runs the API tests a second time against a PostgreSQL server when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests ran on embedded PGlite only.');
  process.exit(0);
}
console.log(`API tests against PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, PLANO_TEST_ENGINE: 'postgres' },
});
process.exit(run.status ?? 1);
