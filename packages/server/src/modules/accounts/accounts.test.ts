import { BUSINESS_UNITS, POLICIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from '../../../test/fixtures/account-fixtures.ts';
import { buildCampaign, createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let fx: ReturnType<typeof accountFixtures>;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 5 });
  fx = accountFixtures(ctx);
  manager = await ctx.tokenOf(DEMO.manager);
});
afterAll(() => ctx.close());

describe('POST /api/update_user_details', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/update_user_details', { name: 'X' })).statusCode).toBe(401);
  });

  it('checks only the fields sent, with the messages of SPEC §5 (400)', async () => {
    const res = await ctx.call(
      '/update_user_details',
      { name: '  ', email: 'not-an-email', phone: 'abc' },
      await ctx.tokenOf(DEMO.viewer),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is Required',
      email: 'Email is not a valid Email',
      phone: 'Phone is not a valid Phone number',
    });
  });

  it('changes the fields sent and answers the user', async () => {
    const token = await ctx.tokenOf(DEMO.viewer);
    const res = await ctx.call(
      '/update_user_details',
      { name: 'Valentina Soto R.', phone: '+56 2 2345 6789' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Valentina Soto R.',
      phone: '+56 2 2345 6789',
      email: DEMO.viewer,
      company: 'Andes Media Group',
    });
  });

  it("refuses another user's e-mail (409)", async () => {
    const res = await ctx.call(
      '/update_user_details',
      { email: 'Planner@Plano.test' },
      await ctx.tokenOf(DEMO.viewer),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An account with this Email already exists');
  });
});

describe('roles', () => {
  it('fetch_user_roles: 401, 403 without a role-related policy, the agency roles otherwise', async () => {
    expect((await ctx.call('/fetch_user_roles')).statusCode).toBe(401);
    expect((await ctx.call('/fetch_user_roles', {}, await ctx.tokenOf(DEMO.planner))).statusCode).toBe(403);
    const res = await ctx.call('/fetch_user_roles', {}, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(200);
    const names = res.json().roles.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['approvers', 'owner', 'planners', 'read only']));
    expect(names).not.toContain('admin');
    expect(names).not.toContain('media owner');
  });

  it('add_user_role: 403 without role management; 400 without a name or policies', async () => {
    const [exportId] = await fx.policyIds(POLICIES.exportData);
    const body = { role_name: 'analysts', policies: [exportId] };
    expect((await ctx.call('/add_user_role', body)).statusCode).toBe(401);
    expect((await ctx.call('/add_user_role', body, await ctx.tokenOf(DEMO.viewer))).statusCode).toBe(403);
    const bad = await ctx.call('/add_user_role', { role_name: '', policies: [] }, manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      role_name: 'Role Name is Required',
      policies: 'Policies is Required',
    });
    const unknown = await ctx.call(
      '/add_user_role',
      { role_name: 'ghosts', policies: ['00000000-0000-4000-8000-000000000000'] },
      manager,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('add_user_role adds a role with its policies; the same name again is 409', async () => {
    const ids = await fx.policyIds(POLICIES.exportData, POLICIES.readOnly);
    const res = await ctx.call('/add_user_role', { role_name: 'analysts', policies: ids }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().role.name).toBe('analysts');
    expect(
      res
        .json()
        .role.policies.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual([POLICIES.exportData, POLICIES.readOnly].sort());
    const again = await ctx.call('/add_user_role', { role_name: 'analysts', policies: ids }, manager);
    expect(again.statusCode).toBe(409);
  });

  it('edit_user_role renames and replaces policies; members feel it on their next call', async () => {
    const [readOnly] = await fx.policyIds(POLICIES.readOnly);
    const created = await ctx.call(
      '/add_user_role',
      { role_name: 'temporary', policies: [readOnly] },
      manager,
    );
    const roleId = created.json().role._id;
    const member = await fx.memberWithRole(manager, roleId);
    expect((await ctx.call('/fetch_user_members', {}, member.token)).statusCode).toBe(200);

    const [exportId] = await fx.policyIds(POLICIES.exportData);
    const res = await ctx.call(
      '/edit_user_role',
      { roleId, updateObj: { name: 'exporters', policies: [exportId] } },
      manager,
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json().roles.find((r: { _id: string }) => r._id === roleId);
    expect(edited.name).toBe('exporters');
    expect(edited.policies.map((p: { name: string }) => p.name)).toEqual([POLICIES.exportData]);
    // Same token, next call: 'read only access' is gone.
    expect((await ctx.call('/fetch_user_members', {}, member.token)).statusCode).toBe(403);
  });

  it('edit_user_role: 400 on a bad id, 404 for a role of another agency', async () => {
    expect((await ctx.call('/edit_user_role', { roleId: 'x', updateObj: {} }, manager)).statusCode).toBe(400);
    const adminRole = await ctx.database.query<{ id: string }>("select id from roles where name = 'admin'");
    const res = await ctx.call(
      '/edit_user_role',
      { roleId: adminRole[0].id, updateObj: { name: 'mine' } },
      manager,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('fetch_user_members: 401, 403 for a planner, the agency members for a viewer', async () => {
    expect((await ctx.call('/fetch_user_members')).statusCode).toBe(401);
    expect((await ctx.call('/fetch_user_members', {}, await ctx.tokenOf(DEMO.planner))).statusCode).toBe(403);
    const res = await ctx.call('/fetch_user_members', {}, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(200);
    const members = res.json().members as { email: string; is_owner: boolean; role: { name: string } }[];
    expect(members.map((m) => m.email)).toEqual(
      expect.arrayContaining([DEMO.manager, DEMO.planner, DEMO.approver, DEMO.viewer]),
    );
    expect(members.map((m) => m.email)).not.toContain(DEMO.admin);
    expect(members.find((m) => m.email === DEMO.manager)).toMatchObject({
      is_owner: true,
      role: { name: 'owner' },
    });
  });

  it('add_member: 403 for a viewer, 400 naming each bad field, 409 for a taken e-mail', async () => {
    const role = await fx.roleId('planners');
    const body = {
      name: 'Tomás Vidal',
      email: 'tomas@andes.test',
      phone: '+56 9 7111 2222',
      password: 'tomas-password',
      role,
      business_units: [BUSINESS_UNITS[0]],
    };
    expect((await ctx.call('/add_member', body)).statusCode).toBe(401);
    expect((await ctx.call('/add_member', body, await ctx.tokenOf(DEMO.viewer))).statusCode).toBe(403);
    const bad = await ctx.call(
      '/add_member',
      { ...body, name: '', password: 'short', business_units: [], role: 'planners' },
      manager,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Name is Required',
      password: 'New Password should be more than 8 characters',
      business_units: 'Business Units is Required',
      role: 'Role is not a valid id',
    });
    // No role chosen is SPEC §5's "Role is Required", whether the field is missing or empty.
    const { role: _role, ...noRole } = body;
    for (const missing of [noRole, { ...body, role: '' }]) {
      const res = await ctx.call('/add_member', missing, manager);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ role: 'Role is Required' });
    }
    const unit = await ctx.call('/add_member', { ...body, business_units: ['Other Group'] }, manager);
    expect(unit.statusCode).toBe(400);
    const taken = await ctx.call('/add_member', { ...body, email: DEMO.approver }, manager);
    expect(taken.statusCode).toBe(409);
  });

  it('add_member adds a member who signs in with the role given', async () => {
    const role = await fx.roleId('planners');
    const planner = await fx.userId(DEMO.planner);
    const res = await ctx.call(
      '/add_member',
      {
        name: 'Tomás Vidal',
        email: 'Tomas@Andes.test',
        phone: '+56 9 7111 2222',
        password: 'tomas-password',
        role,
        business_units: [BUSINESS_UNITS[0], BUSINESS_UNITS[1]],
        shared_users: [planner],
      },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({
      name: 'Tomás Vidal',
      email: 'tomas@andes.test',
      company: 'Andes Media Group',
      role: { name: 'planners' },
      business_units: [BUSINESS_UNITS[0], BUSINESS_UNITS[1]],
      shared_users: [planner],
      is_owner: false,
    });
    const signin = await ctx.call('/signin', { email: 'tomas@andes.test', password: 'tomas-password' });
    expect(signin.statusCode).toBe(200);
    // Shared with the planner: sees the planner's campaigns.
    const camps = await ctx.call('/fetch_campaigns', { type: 'pending' }, signin.json().token);
    expect(camps.statusCode).toBe(200);
  });

  it('update_member_details changes the member; shared users must be of the agency', async () => {
    const member = await fx.memberWithRole(manager, await fx.roleId('read only'));
    const approver = await fx.userId(DEMO.approver);
    const res = await ctx.call(
      '/update_member_details',
      {
        memberId: member.id,
        updateObj: { name: 'Renamed Member', business_units: [BUSINESS_UNITS[2]], shared_users: [approver] },
      },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().members.find((m: { _id: string }) => m._id === member.id)).toMatchObject({
      name: 'Renamed Member',
      business_units: [BUSINESS_UNITS[2]],
      shared_users: [approver],
    });
    const admin = await fx.userId(DEMO.admin);
    const outsider = await ctx.call(
      '/update_member_details',
      { memberId: member.id, updateObj: { shared_users: [admin] } },
      manager,
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields).toEqual({
      shared_users: 'Shared users must be members of your agency',
    });
    const bad = await ctx.call(
      '/update_member_details',
      { memberId: member.id, updateObj: { phone: '' } },
      manager,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'updateObj.phone': 'Phone is Required' });
  });

  it('delete_member hands their campaigns to the deleting user, in one go', async () => {
    const member = await fx.memberWithRole(manager, await fx.roleId('planners'));
    const camp = await ctx.call(
      '/create_campaign',
      buildCampaign({ campaign_name: 'Del miembro' }),
      member.token,
    );
    expect(camp.statusCode).toBe(200);
    const campId = camp.json().camp._id;
    // Someone shares the member, so their list must forget them.
    await ctx.database.query(
      'update users set shared_users = array_append(shared_users, $1) where email = $2',
      [member.id, DEMO.viewer],
    );

    expect(
      (await ctx.call('/delete_member', { _id: member.id }, await ctx.tokenOf(DEMO.viewer))).statusCode,
    ).toBe(403);
    const res = await ctx.call('/delete_member', { _id: member.id, name: 'ignored' }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { _id: string }) => m._id)).not.toContain(member.id);
    const [row] = await ctx.database.query<{ created_by: string }>(
      'select created_by from campaigns where id = $1',
      [campId],
    );
    expect(row.created_by).toBe(await fx.userId(DEMO.manager));
    const [viewer] = await ctx.database.query<{ shared: string[] }>(
      'select shared_users as shared from users where email = $1',
      [DEMO.viewer],
    );
    expect(viewer.shared).not.toContain(member.id);
    // The deleted member's token is worthless now.
    expect((await ctx.call('/fetch_user_details', {}, member.token)).statusCode).toBe(401);
    expect((await ctx.call('/delete_member', { _id: member.id }, manager)).statusCode).toBe(404);
  });

  it('change_password: 400 when short or unconfirmed; ends the member’s sessions, not the caller’s', async () => {
    const member = await fx.memberWithRole(manager, await fx.roleId('read only'));
    const short = await ctx.call(
      '/change_password',
      { new_pass: 'short', member_data: { _id: member.id } },
      manager,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('New Password should be more than 8 characters');
    const mismatch = await ctx.call(
      '/change_password',
      { new_pass: 'long-enough-1', confirm_pass: 'long-enough-2', member_data: { _id: member.id } },
      manager,
    );
    expect(mismatch.json().error.message).toBe('Confirm Password does not matches');
    expect(
      (await ctx.call('/change_password', { new_pass: 'another-password', member_data: { _id: member.id } }))
        .statusCode,
    ).toBe(401);

    const res = await ctx.call(
      '/change_password',
      { new_pass: 'another-password', member_data: { _id: member.id, name: 'x' } },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect((await ctx.call('/fetch_user_details', {}, member.token)).statusCode).toBe(401);
    expect((await ctx.call('/fetch_user_details', {}, manager)).statusCode).toBe(200);
    expect((await ctx.call('/signin', { email: member.email, password: 'member-password' })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.call('/signin', { email: member.email, password: 'another-password' })).statusCode,
    ).toBe(200);
  });
});
