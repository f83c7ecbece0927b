import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POLICIES } from '@plano/core';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from '../../test/postgres-databases.ts';
import { type SpawnedServer, spawnServer, waitUntilReady } from '../../test/spawned-server.ts';
import { migrationsDir } from '../paths.ts';

// Real processes against a real server: only in the PostgreSQL run (TEST_DATABASE_URL, as CI does).
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.PLANO_TEST_ENGINE === 'postgres' && Boolean(serverUrl);
const ADMIN = { ADMIN_EMAIL: 'Ops@Agency.example', ADMIN_PASSWORD: 'a-long-admin-password' };

const running: SpawnedServer[] = [];
const dropping: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.process.kill('SIGKILL');
    await server.exited;
  }
  for (const drop of dropping.splice(0)) await drop();
});

async function freshDatabase(): Promise<string> {
  const database = await emptyPostgresDatabase(serverUrl!);
  dropping.push(database.drop);
  return database.url;
}

async function start(settings: Record<string, string>): Promise<SpawnedServer> {
  const server = await spawnServer(settings);
  running.push(server);
  return server;
}

async function queryOnce<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const post = (server: SpawnedServer, route: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.runIf(onPostgres)('starting Plano on a fresh PostgreSQL database', () => {
  it('without DEMO_DATA and ADMIN_* it refuses to start, saying how, and stores no account', async () => {
    const url = await freshDatabase();
    const server = await start({ DATABASE_URL: url });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('no platform administrator');
    expect(server.output()).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(await queryOnce(url, 'select email from users')).toEqual([]);
    // The reference data is there all the same: the next start only needs the administrator.
    const [counts] = await queryOnce<{ policies: number; regions: number; communes: number }>(
      url,
      `select (select count(*)::int from policies) as policies, (select count(*)::int from regions) as regions,
              (select count(*)::int from communes) as communes`,
    );
    expect(counts).toEqual({ policies: Object.keys(POLICIES).length, regions: 16, communes: 345 });
  });

  it('with ADMIN_* the administrator signs in holding every platform policy, and no demo account exists', async () => {
    const url = await freshDatabase();
    const server = await start({ DATABASE_URL: url, ...ADMIN });
    await waitUntilReady(server);
    const signin = await post(server, '/signin', {
      email: 'ops@agency.example',
      password: ADMIN.ADMIN_PASSWORD,
    });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const details = (await (await post(server, '/fetch_user_details', {}, token)).json()) as {
      user: { role: { policies: { name: string }[] } };
    };
    expect(details.user.role.policies.map((p) => p.name).sort()).toEqual(Object.values(POLICIES).sort());
    const demo = await post(server, '/signin', { email: 'admin@plano.test', password: 'plano-demo' });
    expect(demo.status).toBe(401);
    expect(await queryOnce(url, 'select email from users')).toEqual([{ email: 'ops@agency.example' }]);
    expect(await queryOnce(url, 'select 1 from sites union all select 1 from campaigns')).toEqual([]);
  });

  it('ten processes started at once on one empty database all become ready; each migration ran once', async () => {
    const url = await freshDatabase();
    const servers = await Promise.all(
      Array.from({ length: 10 }, () => start({ DATABASE_URL: url, ...ADMIN })),
    );
    await Promise.all(servers.map((server) => waitUntilReady(server, 150_000)));
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [counts] = await queryOnce<{
      migrations: number;
      admins: number;
      policies: number;
      regions: number;
    }>(
      url,
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              (select count(*)::int from users) as admins,
              (select count(*)::int from policies) as policies,
              (select count(*)::int from regions) as regions`,
    );
    expect(counts).toEqual({
      migrations: journal.entries.length,
      admins: 1,
      policies: Object.keys(POLICIES).length,
      regions: 16,
    });
  }, 240_000);

  it('SIGTERM: the process stops taking work and exits cleanly', async () => {
    const url = await freshDatabase();
    const server = await start({ DATABASE_URL: url, ...ADMIN, SHUTDOWN_TIMEOUT_MS: '5000' });
    await waitUntilReady(server);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(
      await fetch(`${server.url}/readyz`).then(
        () => 'answered',
        () => 'closed',
      ),
    ).toBe('closed');
  });
});
