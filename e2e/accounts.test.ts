import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { choose } from './support/select.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, settled, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(50));

const memberRow = (page: Page, email: string) =>
  page.locator(`[data-testid="member-row"][data-email="${email}"]`);

describe('accounts', () => {
  it('the owner adds a role and a member; the member sees what the role allows; a new password signs them out', async () => {
    const owner = await newPage(browser, server.url);
    await signIn(owner, 'manager@plano.test');
    await owner.getByTestId('settings').click();
    await owner.waitForURL('**/admin/user-profile');
    await expect.poll(() => owner.getByTestId('profile-greeting').innerText()).toBe('Hello, Sofía');
    await expect.poll(() => owner.getByTestId('member-row').count()).toBeGreaterThanOrEqual(4);
    await screenshot(owner, 'accounts-profile-en');

    // Account: Edit → Save, validated first.
    await owner.getByTestId('account-edit').click();
    await owner.getByTestId('account-phone').fill('12');
    await owner.getByTestId('account-save').click();
    await expect.poll(() => owner.getByText('Phone is not a valid Phone number').count()).toBe(1);
    await owner.getByTestId('account-phone').fill('+56 9 6123 9999');
    await owner.getByTestId('account-save').click();
    await expect.poll(() => owner.getByTestId('account-view-phone').innerText()).toBe('+56 9 6123 9999');

    // Add Role: empty first (the messages of SPEC §5), then two policies.
    await owner.getByTestId('add-role').click();
    await owner.getByTestId('role-submit').click();
    await expect.poll(() => owner.getByRole('dialog').innerText()).toMatch(/Role Name is Required/);
    await expect.poll(() => owner.getByRole('dialog').innerText()).toMatch(/Policies is Required/);
    await owner.getByTestId('role-name').fill('field planners');
    // Policies by their labels (locales/*/policies.json), never by their stored names; the open
    // list is checked by axe too (its scrolling region must be reachable by keyboard).
    await owner.getByTestId('role-policies').click({ force: true });
    await expect.poll(() => owner.getByRole('listbox').isVisible()).toBe(true);
    expect(await owner.getByRole('option', { name: 'add_to_plan_policy' }).count()).toBe(0);
    await screenshot(owner, 'accounts-add-role-policies-open');
    await choose(owner, 'role-policies', 'Create campaigns', 'Add to plan');
    await screenshot(owner, 'accounts-add-role');
    await owner.getByTestId('role-submit').click();
    await expect.poll(() => owner.getByTestId('roles-table').innerText()).toMatch(/field planners/);
    const fieldPlanners = owner.getByTestId('role-row').filter({ hasText: 'field planners' });
    await expect
      .poll(() => fieldPlanners.innerText())
      .toMatch(/Create campaigns[\s\S]*Add to plan|Add to plan[\s\S]*Create campaigns/);
    expect(await fieldPlanners.innerText()).not.toMatch(/_policy|create campaign policy/);

    // Add Member with that role.
    await owner.getByTestId('add-member').click();
    await owner.getByTestId('member-name').fill('Tomás Vidal');
    await owner.getByTestId('member-email').fill('tomas@andes.test');
    await owner.getByTestId('member-phone').fill('+56 9 7111 2222');
    await owner.getByTestId('member-password').fill('short');
    await choose(owner, 'member-units', 'Plano Media');
    await owner.getByTestId('member-submit').click();
    // SPEC §5's words: the New Password message, and a Role not chosen is Required.
    await expect
      .poll(() => owner.getByRole('dialog').innerText())
      .toMatch(/New Password should be more than 8 characters/);
    expect(await owner.getByRole('dialog').innerText()).toMatch(/Role is Required/);
    await choose(owner, 'member-role', 'field planners');
    await owner.getByTestId('member-password').fill('tomas-password');
    await screenshot(owner, 'accounts-add-member');
    await owner.getByTestId('member-submit').click();
    await expect.poll(() => memberRow(owner, 'tomas@andes.test').count()).toBe(1);

    // The member: may create campaigns, sees no roles or members.
    const member = await newPage(browser, server.url);
    await signIn(member, 'tomas@andes.test', 'tomas-password');
    await expect
      .poll(() => member.getByRole('button', { name: 'Create Campaign' }).first().isVisible())
      .toBe(true);
    await member.getByTestId('settings').click();
    await expect.poll(() => member.getByTestId('profile-greeting').innerText()).toBe('Hello, Tomás');
    expect(await member.getByTestId('members-table').count()).toBe(0);
    expect(await member.getByTestId('roles-table').count()).toBe(0);
    await screenshot(member, 'accounts-member-profile');

    // The owner changes the member's password; the member's open tab goes to sign-in.
    await memberRow(owner, 'tomas@andes.test').getByTestId('change-password').click();
    await owner.getByTestId('new-password').fill('short');
    await owner.getByTestId('confirm-password').fill('short');
    await owner.getByTestId('password-submit').click();
    await expect
      .poll(() => owner.getByRole('dialog').innerText())
      .toMatch(/New Password should be more than 8 characters/);
    await owner.getByTestId('new-password').fill('a-new-password');
    await owner.getByTestId('confirm-password').fill('another-one');
    await owner.getByTestId('password-submit').click();
    await expect
      .poll(() => owner.getByRole('dialog').innerText())
      .toMatch(/Confirm Password does not matches/);
    await owner.getByTestId('confirm-password').fill('a-new-password');
    await screenshot(owner, 'accounts-change-password');
    await owner.getByTestId('password-submit').click();
    await expect.poll(() => owner.getByRole('dialog').count()).toBe(0);
    await member.reload();
    await member.waitForURL('**/auth/login');
    await signIn(member, 'tomas@andes.test', 'a-new-password');

    // Delete: the row goes.
    await memberRow(owner, 'tomas@andes.test').getByTestId('delete-member').click();
    await screenshot(owner, 'accounts-delete-member');
    await owner.getByTestId('confirm-delete-member').click();
    await expect.poll(() => memberRow(owner, 'tomas@andes.test').count()).toBe(0);
    // The owner's own row offers no delete.
    expect(await memberRow(owner, 'manager@plano.test').getByTestId('delete-member').count()).toBe(0);
    await owner.context().close();
    await member.context().close();
  });

  it('a member manager who is not the owner is offered actions only on members it may change', async () => {
    const { policies } = await apiAs<{ policies: { _id: string; name: string }[] }>(
      server,
      'manager@plano.test',
      '/fetch_all_policies',
      {},
    );
    const { role } = await apiAs<{ role: { _id: string } }>(server, 'manager@plano.test', '/add_user_role', {
      role_name: 'people',
      policies: policies.filter((p) => p.name === 'member_management_policy').map((p) => p._id),
    });
    await apiAs(server, 'manager@plano.test', '/add_member', {
      name: 'Rosa Pérez',
      email: 'rosa@andes.test',
      phone: '+56 9 7333 4444',
      password: 'plano-demo',
      role: role._id,
      business_units: ['Plano Media'],
    });
    const hr = await newPage(browser, server.url);
    await signIn(hr, 'rosa@andes.test');
    await hr.goto('/admin/user-profile');
    await expect.poll(() => memberRow(hr, 'viewer@plano.test').count()).toBe(1);
    // A read-only member: editable. The planner and the owner hold more than a member manager
    // grants, so every change to them would be refused: none is offered.
    expect(await memberRow(hr, 'viewer@plano.test').getByTestId('edit-member').count()).toBe(1);
    expect(await memberRow(hr, 'viewer@plano.test').getByTestId('delete-member').count()).toBe(1);
    for (const stronger of ['planner@plano.test', 'manager@plano.test']) {
      for (const action of ['edit-member', 'change-password', 'delete-member']) {
        expect(await memberRow(hr, stronger).getByTestId(action).count(), `${stronger} ${action}`).toBe(0);
      }
    }
    await screenshot(hr, 'accounts-member-manager');
    await hr.context().close();
  });

  it('the viewer sees members and roles without actions, in Spanish', async () => {
    const viewer = await newPage(browser, server.url, 'es');
    await signIn(viewer, 'viewer@plano.test');
    await viewer.goto('/admin/user-profile');
    await expect.poll(() => viewer.getByTestId('profile-greeting').innerText()).toBe('Hola, Valentina');
    await expect.poll(() => viewer.getByTestId('member-row').count()).toBeGreaterThanOrEqual(4);
    expect(await viewer.getByRole('heading', { name: 'Miembros' }).count()).toBe(1);
    expect(await viewer.getByTestId('add-member').count()).toBe(0);
    expect(await viewer.getByTestId('edit-member').count()).toBe(0);
    expect(await viewer.getByTestId('add-role').count()).toBe(0);
    // Policies by their Spanish labels, never by their stored names.
    const roles = await viewer.getByTestId('roles-table').innerText();
    expect(roles).toMatch(/Crear campañas/);
    expect(roles).not.toMatch(/_policy|create campaign policy|read only access/);
    await screenshot(viewer, 'accounts-viewer-es');
    await viewer.context().close();
  });

  it('the platform admin adds a user and a policy, in Spanish; the new owner signs in', async () => {
    const admin = await newPage(browser, server.url, 'es');
    await signIn(admin, 'admin@plano.test');
    await admin.getByTestId('nav-admin-panel').click();
    await admin.waitForURL('**/admin/admin_panel');
    await admin.getByTestId('add-user-submit').click();
    await expect
      .poll(() => admin.getByText('Nombre es un campo obligatorio').count())
      .toBeGreaterThanOrEqual(1);
    await screenshot(admin, 'admin-panel-errors-es');
    await admin.getByTestId('new-user-name').fill('Lucía Pérez');
    await admin.getByTestId('new-user-email').fill('lucia@nueva.test');
    await admin.getByTestId('new-user-company').fill('Nueva Agencia');
    await admin.getByTestId('new-user-phone').fill('+56 9 5555 0101');
    await admin.getByTestId('new-user-password').fill('lucia-password');
    await admin.getByTestId('add-user-submit').click();
    await expect.poll(() => admin.getByTestId('add-user-submit').innerText()).toBe('Usuario agregado');
    await screenshot(admin, 'admin-panel-user-added-es');
    // …for three seconds.
    await expect
      .poll(() => admin.getByTestId('add-user-submit').innerText(), { timeout: 6000 })
      .toBe('Agregar usuario');

    await admin.getByTestId('toggle-add-policy').click();
    // The panel opens with a transition: a hand types once it stands still.
    await settled(admin);
    await admin.getByTestId('policy-name').fill('reports_policy');
    await admin.getByTestId('policy-desc').fill('Ver los reportes');
    await admin.getByTestId('add-policy-submit').click();
    await expect.poll(() => admin.getByTestId('add-policy-submit').innerText()).toBe('Política agregada');
    await screenshot(admin, 'admin-panel-policy-added-es');
    await admin.context().close();

    const lucia = await newPage(browser, server.url, 'es');
    await signIn(lucia, 'lucia@nueva.test', 'lucia-password');
    await lucia.goto('/admin/user-profile');
    await expect.poll(() => lucia.getByTestId('member-row').count()).toBe(1);
    await lucia.context().close();
  });
});
