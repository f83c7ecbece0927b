import { PLATFORM_POLICIES, POLICIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
});
afterAll(() => ctx.close());

describe('POST /api/fetch_all_policies', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/fetch_all_policies')).statusCode).toBe(401);
  });

  it('needs a policy that works with roles (403)', async () => {
    const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.planner));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('lists the policies a role may hold, never a platform one, each marked grantable or not', async () => {
    const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.manager));
    expect(res.statusCode).toBe(200);
    const policies = res.json().policies as { name: string; grantable: boolean }[];
    expect(policies.map((p) => p.name).sort()).toEqual(
      Object.values(POLICIES)
        .filter((p) => !PLATFORM_POLICIES.includes(p))
        .sort(),
    );
    expect(policies[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      grantable: true,
    });
    // The viewer sees the list but may grant only 'read only access', which grants nothing.
    const viewer = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.viewer));
    const grantable = (viewer.json().policies as { name: string; grantable: boolean }[]).filter(
      (p) => p.grantable,
    );
    expect(grantable.map((p) => p.name)).toEqual([POLICIES.readOnly]);
  });

  it('lists every policy to the platform administrator, the platform ones never grantable', async () => {
    const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.admin));
    expect(res.statusCode).toBe(200);
    const policies = res.json().policies as { name: string; grantable: boolean }[];
    expect(policies.map((p) => p.name).sort()).toEqual(Object.values(POLICIES).sort());
    for (const name of PLATFORM_POLICIES) {
      expect(policies).toContainEqual(expect.objectContaining({ name, grantable: false }));
    }
    // The administrator owns the platform's own agency: every other policy is theirs to grant.
    expect(
      policies
        .filter((p) => !p.grantable)
        .map((p) => p.name)
        .sort(),
    ).toEqual([...PLATFORM_POLICIES].sort());
  });

  it('never shows an agency member a platform policy, whatever the member holds', async () => {
    for (const email of [DEMO.manager, DEMO.viewer]) {
      const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(email));
      expect(res.statusCode).toBe(200);
      const names = (res.json().policies as { name: string }[]).map((p) => p.name);
      expect(names.filter((name) => (PLATFORM_POLICIES as readonly string[]).includes(name))).toEqual([]);
    }
  });

  it('rejects a body of the wrong type', async () => {
    const res = await ctx.call('/fetch_all_policies', ['text'], await ctx.tokenOf(DEMO.admin));
    expect(res.statusCode).toBe(400);
  });
});

describe('demo accounts hold the policies the product promises', () => {
  const policiesOf = async (email: string) => {
    const res = await ctx.call('/fetch_user_details', {}, await ctx.tokenOf(email));
    return res.json().user.role.policies.map((p: { name: string }) => p.name) as string[];
  };

  it('admin holds every policy', async () => {
    expect(await policiesOf(DEMO.admin)).toEqual(expect.arrayContaining(Object.values(POLICIES)));
  });

  it('planner, approver, owner and viewer hold theirs', async () => {
    expect(await policiesOf(DEMO.planner)).toEqual(
      expect.arrayContaining([
        POLICIES.createCampaign,
        POLICIES.addToPlan,
        POLICIES.campaignUpdate,
        POLICIES.deleteCampaign,
        POLICIES.exportData,
        POLICIES.approver,
        POLICIES.campaignTransfer,
      ]),
    );
    expect((await policiesOf(DEMO.approver)).sort()).toEqual(
      [POLICIES.exportData, POLICIES.internalApproval, POLICIES.removeBookedInventory].sort(),
    );
    expect(await policiesOf(DEMO.owner)).toEqual([POLICIES.inventoryManagement]);
    expect(await policiesOf(DEMO.viewer)).toEqual([POLICIES.readOnly]);
  });
});

describe('POST /api/add_plano_user', () => {
  const body = {
    name: 'Lucía Pérez',
    email: 'lucia@nueva-agencia.test',
    company: 'Nueva Agencia',
    phone: '+56 9 5555 0101',
    password: 'a-strong-password',
    country: 'Chile',
  };

  it('needs a token (401) and the admin panel (403)', async () => {
    expect((await ctx.call('/add_plano_user', body)).statusCode).toBe(401);
    expect((await ctx.call('/add_plano_user', body, await ctx.tokenOf(DEMO.manager))).statusCode).toBe(403);
  });

  it('names each missing or bad field (400)', async () => {
    const res = await ctx.call(
      '/add_plano_user',
      { ...body, name: ' ', phone: 'call me', password: 'short', country: '' },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is Required',
      phone: 'Phone is not a valid Phone number',
      password: 'New Password should be more than 8 characters',
      country: 'Country is Required',
    });
  });

  it('creates an agency account whose first user owns it and can sign in', async () => {
    const res = await ctx.call('/add_plano_user', body, await ctx.tokenOf(DEMO.admin));
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({
      name: body.name,
      email: body.email,
      company: body.company,
      phone: body.phone,
    });
    expect(user.role.name).toBe('owner');
    expect(user.role.policies.map((p: { name: string }) => p.name)).toContain(POLICIES.memberManagement);
    expect(user.role.policies.map((p: { name: string }) => p.name)).not.toContain(POLICIES.adminPanel);
    const [agency] = await ctx.database.query<{ owner: string; name: string }>(
      'select owner_user_id as owner, name from agencies where id = $1',
      [user.agency_id],
    );
    expect(agency).toEqual({ owner: user._id, name: body.company });
    const signin = await ctx.call('/signin', { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
    // The new owner manages members of their own agency only.
    const members = await ctx.call('/fetch_user_members', {}, signin.json().token);
    expect(members.json().members.map((m: { email: string }) => m.email)).toEqual([body.email]);
  });

  it('refuses an e-mail already in use, whatever its case (409), and stores nothing', async () => {
    const before = await ctx.database.query<{ n: number }>('select count(*)::int as n from agencies');
    const res = await ctx.call(
      '/add_plano_user',
      { ...body, email: 'PLANNER@plano.test' },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(res.statusCode).toBe(409);
    const after = await ctx.database.query<{ n: number }>('select count(*)::int as n from agencies');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('POST /api/add_plano_policy', () => {
  it('needs a token (401) and the admin panel (403)', async () => {
    const body = { policy_name: 'reports_policy', policy_desc: 'See reports' };
    expect((await ctx.call('/add_plano_policy', body)).statusCode).toBe(401);
    expect((await ctx.call('/add_plano_policy', body, await ctx.tokenOf(DEMO.manager))).statusCode).toBe(403);
  });

  it('requires a name and a description (400)', async () => {
    const res = await ctx.call(
      '/add_plano_policy',
      { policy_name: '', policy_desc: ' ' },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      policy_name: 'Policy Name is Required',
      policy_desc: 'Policy Description is Required',
    });
  });

  it('adds a policy that agency owners may then grant; a taken name is 409', async () => {
    const res = await ctx.call(
      '/add_plano_policy',
      { policy_name: 'reports_policy', policy_desc: 'See the reports' },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().policy).toEqual({
      _id: expect.any(String),
      name: 'reports_policy',
      description: 'See the reports',
    });
    const list = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.manager));
    expect(list.json().policies).toContainEqual(
      expect.objectContaining({ name: 'reports_policy', grantable: true }),
    );
    const again = await ctx.call(
      '/add_plano_policy',
      { policy_name: 'Reports_Policy', policy_desc: 'x' },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(again.statusCode).toBe(409);
  });
});
