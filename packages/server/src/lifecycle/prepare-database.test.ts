import path from 'node:path';
import { PLATFORM_POLICIES, POLICIES } from '@plano/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { PlatformAdminError, savePlatformAdmin } from '../modules/admin/platform-admin.ts';
import { loadReferenceData, PLATFORM_ROLES } from '../modules/admin/reference-data.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { prepareDatabase } from './prepare-database.ts';

const dataDir = path.join(process.env.TMPDIR ?? '/tmp', 'plano-test-data');
const configWith = (env: NodeJS.ProcessEnv): Config =>
  loadConfig({ DATA_DIR: dataDir, GEODATA_DIR: process.env.GEODATA_DIR, SEED_SITES: '20', ...env });

describe('the start-up settings', () => {
  it('DEMO_DATA: on for the embedded database, off for a PostgreSQL server, as set when set', () => {
    expect(configWith({}).DEMO_DATA).toBe(true);
    expect(configWith({ DATABASE_URL: 'postgres://db.example/plano' }).DEMO_DATA).toBe(false);
    expect(configWith({ DATABASE_URL: 'postgres://db.example/plano', DEMO_DATA: 'true' }).DEMO_DATA).toBe(
      true,
    );
    expect(configWith({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(() => configWith({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be true or false/);
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD come together, a real address and 12+ characters', () => {
    expect(() => configWith({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_PASSWORD: required/);
    expect(() => configWith({ ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_EMAIL: required/);
    expect(() => configWith({ ADMIN_EMAIL: 'ops', ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(
      /ADMIN_EMAIL must be an e-mail address/,
    );
    expect(() => configWith({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /at least 12 characters/,
    );
  });
});

describe('reference data and the first administrator', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  const count = async (table: string) =>
    (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  const rolePolicies = async (name: string) =>
    (
      await database.query<{ name: string }>(
        `select p.name from roles r join role_policies rp on rp.role_id = r.id join policies p on p.id = rp.policy_id
          where r.agency_id is null and r.name = $1 order by p.name`,
        [name],
      )
    ).map((row) => row.name);

  it('loads policies, the platform roles and agency, regions and communes — the same after a second load', async () => {
    const geodataDir = configWith({}).GEODATA_DIR;
    const first = await database.transaction((query) => loadReferenceData(query, geodataDir));
    const counts = async () => ({
      policies: await count('policies'),
      roles: await count('roles'),
      rolePolicies: await count('role_policies'),
      agencies: await count('agencies'),
      regions: await count('regions'),
      communes: await count('communes'),
      users: await count('users'),
    });
    const once = await counts();
    expect(once).toEqual({
      policies: Object.keys(POLICIES).length,
      roles: 2,
      rolePolicies: Object.keys(POLICIES).length + 1,
      agencies: 1,
      regions: 16,
      communes: 345,
      users: 0,
    });
    const second = await database.transaction((query) => loadReferenceData(query, geodataDir));
    expect(second).toEqual(first);
    expect(await counts()).toEqual(once);
    expect(await rolePolicies(PLATFORM_ROLES.admin.name)).toEqual(Object.values(POLICIES).sort());
    expect(await rolePolicies(PLATFORM_ROLES.mediaOwner.name)).toEqual([POLICIES.inventoryManagement]);
  });

  it('without demo data and without ADMIN_* the start stops, saying how to set them', async () => {
    const config = configWith({ DEMO_DATA: 'false' });
    await expect(prepareDatabase(database, config, () => undefined)).rejects.toThrow(ConfigError);
    await expect(prepareDatabase(database, config, () => undefined)).rejects.toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    expect(await count('users')).toBe(0);
    expect(await count('policies')).toBe(Object.keys(POLICIES).length);
  });

  it('ADMIN_* makes the first administrator once; later starts leave them as they are', async () => {
    const config = configWith({
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'Ops@Example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    await prepareDatabase(database, config, () => undefined);
    await prepareDatabase(database, { ...config, ADMIN_PASSWORD: 'another-long-password' }, () => undefined);
    const users = await database.query<{
      email: string;
      password_hash: string;
      role: string;
      agency: string;
    }>(
      `select u.email, u.password_hash, r.name as role, a.name as agency
         from users u join roles r on r.id = u.role_id join agencies a on a.id = u.agency_id`,
    );
    expect(users.map(({ email, role, agency }) => ({ email, role, agency }))).toEqual([
      { email: 'ops@example.com', role: 'admin', agency: 'Plano' },
    ]);
    expect(await verifyPassword(users[0].password_hash, 'a-long-admin-password')).toBe(true);
    expect(await rolePolicies('admin')).toEqual(expect.arrayContaining([...PLATFORM_POLICIES]));
  });

  it('with demo data on, an empty database gets the demo accounts and needs no ADMIN_*', async () => {
    await prepareDatabase(database, configWith({ DEMO_DATA: 'true' }), () => undefined);
    const [admin] = await database.query("select 1 from users where email = 'admin@plano.test'");
    expect(admin).toBeDefined();
    expect(await count('roles')).toBeGreaterThan(2);
    expect(await count('agencies')).toBe(2);
  });

  it('npm run admin: creates, resets an administrator (ending their sessions), refuses anyone else', async () => {
    const reference = await database.transaction((query) =>
      loadReferenceData(query, configWith({}).GEODATA_DIR),
    );
    const save = (email: string, passwordHash: string) =>
      database.transaction((query) =>
        savePlatformAdmin(query, reference, { email, passwordHash, name: 'Ops' }),
      );
    expect(await save('ops@example.com', 'hash-1')).toBe('created');
    const [{ id }] = await database.query<{ id: string }>(
      "select id from users where email = 'ops@example.com'",
    );
    await database.query(
      "insert into sessions (user_id, expires_at) values ($1, now() + interval '1 hour')",
      [id],
    );
    expect(await save('OPS@example.com', 'hash-2')).toBe('reset');
    const [after] = await database.query<{ password_hash: string; open: number }>(
      `select password_hash, (select count(*)::int from sessions where user_id = $1 and ended_at is null) as open
         from users where id = $1`,
      [id],
    );
    expect(after).toEqual({ password_hash: 'hash-2', open: 0 });
    await database.query(
      "insert into users (name, email, password_hash, vendor_id) values ('Owner', 'owner@vendor.example', 'x', null)",
    );
    await expect(save('owner@vendor.example', 'hash-3')).rejects.toThrow(PlatformAdminError);
  });
});
