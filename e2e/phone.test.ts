import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { addBookedElsewhereIfAsked } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { api, newPage, screenshot, settled, signIn } from './support/session.ts';

/** A phone (issue 24, finding 2): every role reaches Logout, Settings and the language; a planner plans. */
const PHONE = { width: 390, height: 844 };

const { server, browser } = await openJourney(startServer(800));

/** Nothing sticks out sideways: neither the top bar nor the page. */
async function fitsSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    header: document.querySelector('header')?.scrollWidth ?? 0,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.header).toBeLessThanOrEqual(PHONE.width);
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
}

/** Every site code in the grid is shown whole: not cut by its cell nor by the grid's edge. */
async function siteCodesWhole(page: Page) {
  const cells = await page.locator('.ag-cell[col-id="site_code"]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const text = node.querySelector('.ag-cell-value') ?? node;
      return { right: box.right, cut: text.scrollWidth > text.clientWidth + 1 };
    }),
  );
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.cut).toBe(false);
    expect(cell.right).toBeLessThanOrEqual(PHONE.width);
  }
}

/** The element is wholly inside the viewport (after scrolling to it). */
async function onScreen(page: Page, testId: string) {
  const target = page.getByTestId(testId);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, testId).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

/** The burger opens the drawer; a redirect of the first screen (by role) closes it, so the page settles first. */
async function openDrawer(page: Page) {
  let url = '';
  await expect
    .poll(async () => {
      const settled = page.url() === url;
      url = page.url();
      return settled;
    })
    .toBe(true);
  await page.getByTestId('nav-burger').click();
  await expect.poll(() => page.getByTestId('nav-burger').getAttribute('aria-expanded')).toBe('true');
  await settled(page);
}

const ROLES = [
  { email: 'planner@plano.test', name: 'planner' },
  { email: 'owner@plano.test', name: 'owner' },
  { email: 'admin@plano.test', name: 'admin' },
  { email: 'approver@plano.test', name: 'approver' },
  { email: 'viewer@plano.test', name: 'viewer' },
  { email: 'manager@plano.test', name: 'manager' },
];

describe('on a phone (390×844)', () => {
  for (const role of ROLES) {
    it(`the ${role.name} switches language, opens Settings and logs out`, async () => {
      const page = await newPage(browser, server.url, 'en', PHONE);
      await signIn(page, role.email);
      await fitsSideways(page);
      // The top bar's account tools are in the drawer, not in a bar cut off at the right.
      expect(await page.getByTestId('logout').isVisible()).toBe(false);
      await openDrawer(page);
      await expect.poll(() => page.getByTestId('nav-user-name').isVisible()).toBe(true);
      await onScreen(page, 'nav-logout');
      await onScreen(page, 'nav-language-select');
      if (role.name === 'planner') await screenshot(page, 'phone-drawer-en');

      // Español, chosen with the keyboard: the page reloads in Spanish, the drawer opens again.
      await page.getByTestId('nav-language-select').focus();
      const spanish = page.getByRole('option', { name: 'Español' });
      const onSpanish = async () =>
        (await spanish.count()) > 0 && (await spanish.getAttribute('data-combobox-selected')) !== null;
      for (let i = 0; i < 3 && !(await onSpanish()); i++) await page.keyboard.press('ArrowDown');
      expect(await spanish.getAttribute('data-combobox-selected')).not.toBeNull();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await openDrawer(page);
      await expect.poll(() => page.getByTestId('nav-settings').innerText()).toBe('Configuración');
      expect(await page.getByTestId('nav-logout').innerText()).toBe('Cerrar sesión');
      await fitsSideways(page);
      if (role.name === 'planner') await screenshot(page, 'phone-drawer-es');

      // Settings: the drawer closes on the way.
      await page.getByTestId('nav-settings').click();
      await page.waitForURL('**/admin/user-profile');
      await expect.poll(() => page.getByTestId('nav-burger').getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.getByTestId('profile-greeting').isVisible()).toBe(true);
      await fitsSideways(page);
      if (role.name === 'planner') await screenshot(page, 'phone-profile-es');

      // Back to English, then Logout from the keyboard.
      await openDrawer(page);
      await page.getByTestId('nav-language-select').click();
      await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: 'English' }).click()]);
      await openDrawer(page);
      await expect.poll(() => page.getByTestId('nav-settings').innerText()).toBe('Settings');
      await page.getByTestId('nav-logout').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/auth/login');
      // The router is there first, then Logout loads the page afresh: read once it has.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'loading'))
        .toBeNull();
      await expect.poll(() => page.getByRole('button', { name: /sign in/i }).isVisible()).toBe(true);
      await page.context().close();
    });
  }

  it('the top bar fits a tablet too (768 and 1024 px wide), Logout in reach', async () => {
    for (const width of [768, 1024]) {
      const page = await newPage(browser, server.url, 'es', { width, height: 900 });
      await signIn(page, 'manager@plano.test');
      const header = await page.evaluate(() => document.querySelector('header')?.scrollWidth ?? 0);
      expect(header, `top bar at ${width} px`).toBeLessThanOrEqual(width);
      // Logout in the bar from md (992 px) on; below it in the sidebar, always in view on a tablet.
      const logout = page.getByTestId(width < 992 ? 'nav-logout' : 'logout');
      expect(await logout.isVisible()).toBe(true);
      const box = await logout.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      if (width === 768) {
        const pager = page.locator('.ag-paging-panel').first();
        await expect.poll(async () => (await pager.boundingBox())?.height ?? 0).toBeGreaterThan(0);
        expect((await pager.boundingBox())?.height).toBeLessThanOrEqual(60);
        await screenshot(page, 'tablet-campaigns-es');
      }
      await page.context().close();
    }
  });

  it('the search folds to an icon that opens it', async () => {
    const page = await newPage(browser, server.url, 'en', PHONE);
    await signIn(page, 'planner@plano.test');
    await page.getByTestId('search-open').click();
    await expect.poll(() => page.getByTestId('search-phone').isVisible()).toBe(true);
    await page.getByTestId('search-phone').fill('Cuenta');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/campaigns\?search=Cuenta/);
    await page.context().close();
  });

  for (const language of ['en', 'es'] as const) {
    it(`a planner plans from the phone, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const page = await newPage(browser, server.url, language, PHONE);
      await signIn(page, 'planner@plano.test');

      // The campaign list: its pager keeps one line.
      await expect.poll(() => page.getByTestId('campaign-grid-pending').isVisible()).toBe(true);
      const pager = page.getByTestId('campaign-grid-pending').locator('.ag-paging-panel');
      await expect.poll(async () => (await pager.boundingBox())?.height ?? 0).toBeGreaterThan(0);
      expect((await pager.boundingBox())?.height).toBeLessThanOrEqual(60);
      await fitsSideways(page);
      await screenshot(page, `phone-campaigns-${language}`);

      const { camps } = await api(page, '/fetch_campaigns', {
        type: 'pending',
      });
      const camp = camps.find((c) => (language === 'en' ? /Blend de Altura/ : /Cuenta Joven/).test(c.name));
      if (!camp) throw new Error('no pending demo campaign');
      await page.goto(`/admin/sugg_inventory/${camp._id}`);
      await expect.poll(() => page.getByTestId('campaign-name').innerText()).toBe(camp.name);

      // The map: its legend folded to a button, which opens it.
      await expect.poll(() => page.locator('.maplibregl-canvas').isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 20_000 }).toBe(false);
      const legend = page.getByTestId('map-legend');
      const canvas = page.locator('.maplibregl-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const area = async () => {
        const [l, c] = await Promise.all([legend.boundingBox(), canvas.boundingBox()]);
        return l && c ? (l.width * l.height) / (c.width * c.height) : 1;
      };
      expect(await area()).toBeLessThan(0.05);
      await screenshot(page, `phone-planning-map-${language}`);
      await page.getByTestId('map-legend-toggle').click();
      await expect
        .poll(() => page.getByTestId('map-legend-toggle').getAttribute('aria-expanded'))
        .toBe('true');
      await settled(page);
      expect(await area()).toBeLessThan(0.25);
      await screenshot(page, `phone-planning-legend-${language}`);

      // The grid: two sites, and Plan on screen.
      await page.getByTestId('toggle-map').click();
      await expect.poll(() => page.getByTestId('grid-range').innerText()).toMatch(/^1–\d+ (of|de) /);
      const rowCheckbox = (index: number) =>
        page.locator(`.ag-row[row-index="${index}"] .ag-selection-checkbox input`).first();
      await rowCheckbox(0).click();
      await rowCheckbox(1).click();
      await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe('2');
      await expect.poll(() => page.getByTestId('plan-button').isEnabled()).toBe(true);
      await fitsSideways(page);
      await onScreen(page, 'plan-button');
      await onScreen(page, 'budget-remaining');
      await siteCodesWhole(page);
      await screenshot(page, `phone-planning-grid-${language}`);

      await page.getByTestId('plan-button').click();
      await addBookedElsewhereIfAsked(page);
      await page.waitForURL(`**/admin/booked_inventory/${camp._id}`);
      await expect
        .poll(() => page.getByTestId('plan-site-count').innerText(), { timeout: 15_000 })
        .toMatch(language === 'en' ? /^2 sites in the plan$/ : /^2 sitios en el plan$/);
      await fitsSideways(page);
      await expect.poll(() => page.locator('.ag-cell[col-id="site_code"]').count()).toBeGreaterThan(0);
      await page.getByTestId('plan-site-count').scrollIntoViewIfNeeded();
      await siteCodesWhole(page);
      await screenshot(page, `phone-booked-${language}`);
      // The plan's pager and its "select all" (decision 0042) fit the phone too.
      await onScreen(page, 'plan-select-every');
      await onScreen(page, 'grid-range');
      await fitsSideways(page);
      await screenshot(page, `phone-booked-pager-${language}`);
      await page.context().close();
    });
  }
});
