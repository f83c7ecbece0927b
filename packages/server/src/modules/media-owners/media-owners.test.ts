import { MEDIA_OWNER_MESSAGES, POLICIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwner } from '../../../test/factories.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
  admin = await ctx.tokenOf(DEMO.admin);
});
afterAll(() => ctx.close());

const STATES = ['Región de Valparaíso', 'Región Metropolitana de Santiago'];
const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.database.query<{ n: number }>(sql, params))[0].n;

/** Every call of vendor management: 401 without a token, 403 for an agency user and a media owner. */
const CALLS: [string, () => unknown][] = [
  ['/fetch_all_media_owners', () => ({})],
  ['/search_media_owners', () => ({ search: 'cordillera' })],
  ['/add_proper_media_owner', () => buildOwner()],
  [
    '/edit_media_owner_phone',
    () => ({ id: '00000000-0000-4000-8000-000000000000', phone: '+56 2 2345 6789' }),
  ],
  ['/add_proper_media_owner3', () => ({ id: '00000000-0000-4000-8000-000000000000', email: 'x@y.test' })],
];

describe('vendor management is the platform team’s', () => {
  it.each(CALLS)('%s needs a token (401) and `master vendor management` (403)', async (path, body) => {
    expect((await ctx.call(path, body())).statusCode).toBe(401);
    for (const who of [DEMO.planner, DEMO.manager, DEMO.owner]) {
      const res = await ctx.call(path, body(), await ctx.tokenOf(who));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('stores nothing for a refused caller', async () => {
    const body = buildOwner();
    await ctx.call('/add_proper_media_owner', body, await ctx.tokenOf(DEMO.owner));
    expect(await count('select count(*)::int as n from vendors where name = $1', [body.name])).toBe(0);
  });
});

describe('POST /api/fetch_all_media_owners', () => {
  it('lists every owner with its states, contact, upload state and login user', async () => {
    const res = await ctx.call('/fetch_all_media_owners', {}, admin);
    expect(res.statusCode).toBe(200);
    const owners = res.json().proper_vendors;
    expect(owners.length).toBe(await count('select count(*)::int as n from vendors'));
    const cordillera = owners.find((o: { name: string }) => o.name === 'Cordillera Outdoor');
    expect(cordillera).toEqual({
      _id: expect.any(String),
      name: 'Cordillera Outdoor',
      states: expect.arrayContaining(['Región Metropolitana de Santiago']),
      aliases: ['Cordillera', 'CDO Outdoor'],
      phone: expect.stringMatching(/^\+56/),
      email: 'contacto@cordillera-outdoor.test',
      country: 'Chile',
      inv_uploaded: 'yes',
      inv_last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { _id: expect.any(String), name: expect.any(String) },
    });
    // The link goes to the owner's own user (the demo owner account).
    const [owner] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
      DEMO.owner,
    ]);
    expect(cordillera.user._id).toBe(owner.id);
    const names = owners.map((o: { name: string }) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('refuses a page without its page size (400)', async () => {
    expect((await ctx.call('/fetch_all_media_owners', { page: 2 }, admin)).statusCode).toBe(400);
  });
});

describe('POST /api/search_media_owners', () => {
  type Choice = { _id: string; name: string; site_count: number };
  const search = async (body: Record<string, unknown>) => {
    const res = await ctx.call('/search_media_owners', body, admin);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    return res.json() as { media_owners: Choice[]; total_count: number };
  };

  it('answers a page of owners by name, each with its vendor id and site count', async () => {
    const all = await count('select count(*)::int as n from vendors');
    const first = await search({ limit: 3 });
    expect(first.total_count).toBe(all);
    expect(first.media_owners).toHaveLength(3);
    const second = await search({ limit: 3, page: 1 });
    const names = [...first.media_owners, ...second.media_owners].map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(6);
    const [cordillera] = (await search({ search: 'Cordillera Outdoor' })).media_owners;
    const [vendor] = await ctx.database.query<{ id: string; n: number }>(
      `select v.id, (select count(*)::int from sites s where s.vendor_id = v.id) as n
         from vendors v where v.name = 'Cordillera Outdoor'`,
    );
    expect(cordillera).toEqual({ _id: vendor.id, name: 'Cordillera Outdoor', site_count: vendor.n });
    // The id opens the owner's inventory.
    const inventory = await ctx.call('/fetch_media_owner_inventory', { vendor_id: cordillera._id }, admin);
    expect(inventory.statusCode).toBe(200);
    expect(inventory.json().total_count).toBe(vendor.n);
    // Past the last page: nothing, with the same total.
    expect(await search({ limit: 50, page: 1000 })).toEqual({ media_owners: [], total_count: all });
  });

  it('matches the name or an alias, ignoring case and accents; % and _ are plain letters', async () => {
    expect((await search({ search: 'PACIFICO VIA' })).media_owners.map((o) => o.name)).toEqual([
      'Pacífico Vía Pública',
    ]);
    expect((await search({ search: 'cdo outdoor' })).media_owners.map((o) => o.name)).toEqual([
      'Cordillera Outdoor',
    ]);
    expect(await search({ search: '  metrópolis ' })).toMatchObject({
      total_count: 1,
      media_owners: [{ name: 'Metrópolis Exterior' }],
    });
    expect(await search({ search: '%' })).toEqual({ media_owners: [], total_count: 0 });
    expect(await search({ search: '_' })).toEqual({ media_owners: [], total_count: 0 });
  });

  it('refuses a bad search, limit or page (400)', async () => {
    for (const body of [
      { search: 'x'.repeat(121) },
      { search: 42 },
      { limit: 0 },
      { limit: 51 },
      { limit: 2.5 },
      { page: -1 },
      { page: '1' },
    ]) {
      const res = await ctx.call('/search_media_owners', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/add_proper_media_owner', () => {
  it('creates the owner and its first login user, who signs in with `inventory management`', async () => {
    const body = buildOwner({ email: 'Ventas.Nuevas@Carteles-Sur.test' });
    const res = await ctx.call('/add_proper_media_owner', body, admin);
    expect(res.statusCode).toBe(200);
    const added = res.json().added_media_owner;
    expect(added).toMatchObject({
      name: body.name,
      email: 'ventas.nuevas@carteles-sur.test',
      phone: body.phone,
      country: 'Chile',
      states: STATES,
      aliases: [],
      inv_uploaded: 'no',
      inv_last_updated: null,
      user: { _id: expect.any(String), name: body.name },
    });
    const signin = await ctx.call('/signin', {
      email: 'ventas.nuevas@carteles-sur.test',
      password: body.password,
    });
    expect(signin.statusCode).toBe(200);
    const { user, token } = signin.json();
    expect(user._id).toBe(added.user._id);
    expect(user.role.policies.map((p: { name: string }) => p.name)).toEqual([POLICIES.inventoryManagement]);
    // …and is a media owner's user: vendor management stays closed to it.
    expect((await ctx.call('/fetch_all_media_owners', {}, token)).statusCode).toBe(403);
    const [row] = await ctx.database.query<{ vendor_id: string }>(
      'select vendor_id from users where id = $1',
      [added.user._id],
    );
    expect(row.vendor_id).toBe(added._id);
    const list = (await ctx.call('/fetch_all_media_owners', {}, admin)).json().proper_vendors;
    expect(list.map((o: { _id: string }) => o._id)).toContain(added._id);
  });

  it('answers 409 `Media Owner already exists` for a taken name or e-mail, whatever the case', async () => {
    const first = buildOwner();
    expect((await ctx.call('/add_proper_media_owner', first, admin)).statusCode).toBe(200);
    const before = await count('select count(*)::int as n from vendors');
    for (const body of [
      buildOwner({ name: first.name.toUpperCase() }),
      buildOwner({ email: first.email.toUpperCase() }),
      buildOwner({ name: 'Cordillera Outdoor' }),
      buildOwner({ email: 'contacto@metropolis-exterior.test' }),
      // A user's e-mail is taken too: the owner's login user could not have it.
      buildOwner({ email: DEMO.planner }),
    ]) {
      const res = await ctx.call('/add_proper_media_owner', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error.message).toBe(MEDIA_OWNER_MESSAGES.exists);
    }
    expect(await count('select count(*)::int as n from vendors')).toBe(before);
  });

  it('names each missing or bad field (400) and stores nothing', async () => {
    const before = await count('select count(*)::int as n from vendors');
    const res = await ctx.call(
      '/add_proper_media_owner',
      { name: '  ', email: 'not-an-email', phone: '12', password: 'short', states: [] },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is Required',
      email: 'Email is not a valid Email',
      phone: 'Phone is not a valid Phone number',
      password: 'New Password should be more than 8 characters',
      country: 'Country is Required',
      states: 'States is Required',
    });
    const other = await ctx.call(
      '/add_proper_media_owner',
      buildOwner({ country: 'Narnia', states: ['Mordor'] }),
      admin,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.country).toBe('Country has an invalid option');
    const states = await ctx.call('/add_proper_media_owner', buildOwner({ states: ['Mordor'] }), admin);
    expect(states.statusCode).toBe(400);
    expect(states.json().error.fields).toEqual({ states: 'States has an invalid option' });
    expect(await count('select count(*)::int as n from vendors')).toBe(before);
  });

  it('is one transaction: when the user cannot be stored, neither is the owner', async () => {
    // The database itself refuses this one user, after the owner's row was written.
    await ctx.database.query(`
      create or replace function refuse_test_user() returns trigger language plpgsql as $$
      begin
        if new.email = 'refused@carteles-sur.test' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await ctx.database.query(
      'create trigger refuse_test_user before insert on users for each row execute function refuse_test_user()',
    );
    try {
      const body = buildOwner({ email: 'refused@carteles-sur.test' });
      const res = await ctx.call('/add_proper_media_owner', body, admin);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/refused for the test|insert|users/);
      expect(await count('select count(*)::int as n from vendors where name = $1', [body.name])).toBe(0);
    } finally {
      await ctx.database.query('drop trigger refuse_test_user on users');
    }
    // No owner anywhere is left without a login user.
    expect(
      await count(
        'select count(*)::int as n from vendors v where not exists (select 1 from users u where u.vendor_id = v.id)',
      ),
    ).toBe(0);
  });

  it('lets one of two racing requests for the same e-mail win', async () => {
    const email = 'race@carteles-sur.test';
    const results = await Promise.all([
      ctx.call('/add_proper_media_owner', buildOwner({ email }), admin),
      ctx.call('/add_proper_media_owner', buildOwner({ email }), admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count('select count(*)::int as n from vendors where email = $1', [email])).toBe(1);
  });
});

describe('Edit Media Owner', () => {
  let ownerId: string;
  beforeAll(async () => {
    const res = await ctx.call('/add_proper_media_owner', buildOwner(), admin);
    ownerId = res.json().added_media_owner._id;
  });

  it('saves a new phone', async () => {
    const res = await ctx.call('/edit_media_owner_phone', { id: ownerId, phone: '+56 2 2999 0000' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().media_owner).toMatchObject({ _id: ownerId, phone: '+56 2 2999 0000' });
  });

  it('never saves an empty phone or e-mail (400)', async () => {
    for (const [path, body] of [
      ['/edit_media_owner_phone', { id: ownerId, phone: '  ' }],
      ['/add_proper_media_owner3', { id: ownerId, email: '' }],
      ['/add_proper_media_owner3', { id: ownerId }],
      ['/edit_media_owner_phone', { id: 'not-an-id', phone: '+56 2 2999 0000' }],
    ] as const) {
      const res = await ctx.call(path, body, admin);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const [row] = await ctx.database.query<{ phone: string; email: string }>(
      'select phone, email from vendors where id = $1',
      [ownerId],
    );
    expect(row.phone).toBe('+56 2 2999 0000');
    expect(row.email).not.toBe('');
  });

  it('saves a new e-mail; another owner’s answers 409', async () => {
    const res = await ctx.call(
      '/add_proper_media_owner3',
      { id: ownerId, email: 'Nuevo@Carteles-Sur.test' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().media_owner.email).toBe('nuevo@carteles-sur.test');
    const taken = await ctx.call(
      '/add_proper_media_owner3',
      { id: ownerId, email: 'contacto@cordillera-outdoor.test' },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(MEDIA_OWNER_MESSAGES.exists);
  });

  it('answers 404 for an owner that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [path, body] of [
      ['/edit_media_owner_phone', { id, phone: '+56 2 2999 0000' }],
      ['/add_proper_media_owner3', { id, email: 'nobody@carteles-sur.test' }],
    ] as const) {
      const res = await ctx.call(path, body, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MEDIA_OWNER_MESSAGES.notFound);
    }
  });
});
