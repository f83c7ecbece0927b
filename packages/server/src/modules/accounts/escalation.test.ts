import { POLICIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from '../../../test/fixtures/account-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

/** Every way a member might reach for more than they were given, each refused and changing nothing. */
let ctx: TestContext;
let fx: ReturnType<typeof accountFixtures>;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 5 });
  fx = accountFixtures(ctx);
  manager = await ctx.tokenOf(DEMO.manager);
});
afterAll(() => ctx.close());

const roleOf = async (name: string, policies: string[]) => {
  const res = await ctx.call(
    '/add_user_role',
    { role_name: name, policies: await fx.policyIds(...policies) },
    manager,
  );
  expect(res.statusCode).toBe(200);
  return res.json().role._id as string;
};

describe('platform policies', () => {
  it('no agency role may hold admin_panel, master vendor management or inventory management', async () => {
    for (const policy of [
      POLICIES.adminPanel,
      POLICIES.masterVendorManagement,
      POLICIES.inventoryManagement,
    ]) {
      const res = await ctx.call(
        '/add_user_role',
        { role_name: `sneaky ${policy}`, policies: await fx.policyIds(policy) },
        manager,
      );
      expect(res.statusCode, policy).toBe(403);
      expect(res.json().error.message).toBe('This policy is granted only by the platform');
    }
    const planners = await fx.roleId('planners');
    const edit = await ctx.call(
      '/edit_user_role',
      {
        roleId: planners,
        updateObj: { policies: await fx.policyIds(POLICIES.adminPanel, POLICIES.addToPlan) },
      },
      manager,
    );
    expect(edit.statusCode).toBe(403);
    const [row] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from role_policies rp join policies p on p.id = rp.policy_id
        where rp.role_id = $1 and p.name = 'admin_panel'`,
      [planners],
    );
    expect(row.n).toBe(0);
  });
});

describe('a role manager who is not the owner', () => {
  let roleManager: { id: string; token: string };
  let ownRole: string;
  beforeAll(async () => {
    ownRole = await roleOf('role admins', [POLICIES.roleManagement, POLICIES.readOnly]);
    roleManager = await fx.memberWithRole(manager, ownRole);
  });

  it('cannot grant a policy they do not hold', async () => {
    const res = await ctx.call(
      '/add_user_role',
      { role_name: 'exporters', policies: await fx.policyIds(POLICIES.exportData) },
      roleManager.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot grant a policy you do not hold');
  });

  it('may grant what they hold, and read only access', async () => {
    const res = await ctx.call(
      '/add_user_role',
      {
        role_name: 'junior role admins',
        policies: await fx.policyIds(POLICIES.roleManagement, POLICIES.readOnly),
      },
      roleManager.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it('cannot edit their own role', async () => {
    const res = await ctx.call(
      '/edit_user_role',
      { roleId: ownRole, updateObj: { policies: await fx.policyIds(POLICIES.roleManagement) } },
      roleManager.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot change your own role');
  });

  it('cannot edit a role holding more than they hold (the owner role)', async () => {
    const res = await ctx.call(
      '/edit_user_role',
      { roleId: await fx.roleId('owner'), updateObj: { name: 'demoted' } },
      roleManager.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This role holds policies you do not hold');
  });

  it('is not a member manager', async () => {
    const res = await ctx.call('/add_member', {}, roleManager.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('a member manager who is not the owner', () => {
  let hr: { id: string; token: string };
  beforeAll(async () => {
    hr = await fx.memberWithRole(manager, await roleOf('people', [POLICIES.memberManagement]));
  });

  const newMember = (role: string) => ({
    name: 'Crony',
    email: `crony.${Math.random().toString(36).slice(2)}@andes.test`,
    phone: '+56 9 7000 1111',
    password: 'crony-password',
    role,
    business_units: ['Plano Media'],
  });

  it('cannot give a role holding policies they do not hold', async () => {
    for (const role of ['owner', 'planners']) {
      const res = await ctx.call('/add_member', newMember(await fx.roleId(role)), hr.token);
      expect(res.statusCode, role).toBe(403);
    }
    const planner = await fx.userId(DEMO.viewer);
    const res = await ctx.call(
      '/update_member_details',
      { memberId: planner, updateObj: { role: await fx.roleId('planners') } },
      hr.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('may add a read-only member', async () => {
    const res = await ctx.call('/add_member', newMember(await fx.roleId('read only')), hr.token);
    expect(res.statusCode).toBe(200);
  });

  it('cannot change their own role', async () => {
    const res = await ctx.call(
      '/update_member_details',
      { memberId: hr.id, updateObj: { role: await fx.roleId('read only') } },
      hr.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot change your own role');
  });

  it('cannot touch the owner: details, password, deletion', async () => {
    const owner = await fx.userId(DEMO.manager);
    const calls: [string, unknown][] = [
      ['/update_member_details', { memberId: owner, updateObj: { email: 'mine@andes.test' } }],
      ['/change_password', { new_pass: 'taken-over-now', member_data: { _id: owner } }],
      ['/delete_member', { _id: owner }],
    ];
    for (const [path, body] of calls) {
      const res = await ctx.call(path, body, hr.token);
      expect(res.statusCode, path).toBe(403);
    }
    expect((await ctx.call('/signin', { email: DEMO.manager, password: 'plano-demo' })).statusCode).toBe(200);
  });

  it('cannot take over a member more powerful than they are', async () => {
    const planner = await fx.userId(DEMO.planner);
    const res = await ctx.call(
      '/change_password',
      { new_pass: 'taken-over-now', member_data: { _id: planner } },
      hr.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This member holds policies you do not hold');
  });

  it('the members list marks as manageable exactly the members whose changes the server takes', async () => {
    const list = await ctx.call('/fetch_user_members', {}, hr.token);
    expect(list.statusCode).toBe(200);
    const members = list.json().members as {
      _id: string;
      email: string;
      name: string;
      manageable: boolean;
    }[];
    const byEmail = new Map(members.map((m) => [m.email, m.manageable]));
    // Stronger than a member manager: the owner and a planner. A read-only member and oneself: not.
    expect(byEmail.get(DEMO.manager)).toBe(false);
    expect(byEmail.get(DEMO.planner)).toBe(false);
    expect(byEmail.get(DEMO.viewer)).toBe(true);
    expect(members.find((m) => m._id === hr.id)?.manageable).toBe(true);
    for (const member of members) {
      const res = await ctx.call(
        '/update_member_details',
        { memberId: member._id, updateObj: { name: member.name } },
        hr.token,
      );
      expect(res.statusCode, member.email).toBe(member.manageable ? 200 : 403);
    }
    // The owner may change everyone; a reader without member management nobody.
    const asOwner = (await ctx.call('/fetch_user_members', {}, manager)).json().members;
    expect(asOwner.every((m: { manageable: boolean }) => m.manageable)).toBe(true);
    const asViewer = (await ctx.call('/fetch_user_members', {}, await ctx.tokenOf(DEMO.viewer))).json()
      .members;
    expect(asViewer.some((m: { manageable: boolean }) => m.manageable)).toBe(false);
  });

  it('cannot delete themselves', async () => {
    const res = await ctx.call('/delete_member', { _id: hr.id }, hr.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot delete yourself');
  });

  it('the owner cannot be deleted even by themselves', async () => {
    const res = await ctx.call('/delete_member', { _id: await fx.userId(DEMO.manager) }, manager);
    expect(res.statusCode).toBe(403);
  });
});

describe("another agency's ids answer 404", () => {
  let otherOwner: string;
  beforeAll(async () => {
    const res = await ctx.call(
      '/add_plano_user',
      {
        name: 'Other Owner',
        email: 'owner@other-agency.test',
        company: 'Other Agency',
        phone: '+56 9 7222 3333',
        password: 'other-password',
        country: 'Chile',
      },
      await ctx.tokenOf(DEMO.admin),
    );
    expect(res.statusCode).toBe(200);
    otherOwner = (
      await ctx.call('/signin', { email: 'owner@other-agency.test', password: 'other-password' })
    ).json().token;
  });

  it('roles and members of Andes are not there for another agency', async () => {
    const planner = await fx.userId(DEMO.planner);
    const plannersRole = await fx.roleId('planners');
    const calls: [string, unknown][] = [
      ['/edit_user_role', { roleId: plannersRole, updateObj: { name: 'ours' } }],
      ['/update_member_details', { memberId: planner, updateObj: { name: 'Ours' } }],
      ['/change_password', { new_pass: 'taken-over-now', member_data: { _id: planner } }],
      ['/delete_member', { _id: planner }],
      [
        '/add_member',
        {
          name: 'Spy',
          email: 'spy@other-agency.test',
          phone: '+56 9 7000 2222',
          password: 'spy-password',
          role: plannersRole,
          business_units: ['Plano Media'],
        },
      ],
    ];
    for (const [path, body] of calls) {
      const res = await ctx.call(path, body, otherOwner);
      expect(res.statusCode, path).toBe(404);
    }
    const roles = await ctx.call('/fetch_user_roles', {}, otherOwner);
    expect(roles.json().roles.map((r: { name: string }) => r.name)).toEqual(['owner']);
  });
});
