import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { api, DEMO_PASSWORD, DESKTOP, newPage, screenshot } from './support/session.ts';

/**
 * Issue 24, item 3: a planner and a media owner finish their work with the keyboard alone. Every key
 * is a key press (no click); `focus()` is used only where a person would already be (the first field).
 */

const { server, browser } = await openJourney(startServer(1500));

/** What has focus, as the tests read it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId:
        element?.getAttribute('data-testid') ??
        element?.closest('[data-testid]')?.getAttribute('data-testid'),
      colId: element?.getAttribute('col-id') ?? null,
      rowIndex: element?.closest('.ag-row')?.getAttribute('row-index') ?? null,
      inGrid: !!element?.closest('.ag-root'),
      canvas: !!element?.classList.contains('maplibregl-canvas'),
      label: element?.getAttribute('aria-label') ?? null,
    };
  });

/** Presses Tab until `done` holds, and says how many presses it took (at most `limit`). */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 60) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return presses;
  }
  throw new Error(`not reached in ${limit} Tab presses; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Arrow presses along the focused row until the cell of `colId` has focus. */
async function arrowTo(page: Page, colId: string, key: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight') {
  for (let presses = 0; presses < 20; presses++) {
    if ((await focused(page)).colId === colId) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no cell ${colId} along the row`);
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/email|correo/i).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/index');
}

describe('keyboard only', () => {
  it('a planner reaches Add To Plan, picks sites on the map and in the grid, and plans them', async () => {
    const page = await newPage(browser, server.url, 'en', DESKTOP, { motion: 'full' });
    await signInByKeyboard(page, 'planner@plano.test');
    await expect
      .poll(() => page.locator('[data-testid="campaign-grid-pending"] .ag-row').count())
      .toBeGreaterThan(0);
    await screenshot(page, 'keyboard-campaigns');

    // The campaign grid is one Tab stop: from its search box, Export CSV, then the grid's first cell.
    await page.getByTestId('campaign-search').first().focus();
    const intoGrid = await tabUntil(page, (f) => f.inGrid);
    expect(intoGrid).toBeLessThanOrEqual(2);
    expect(await focused(page)).toMatchObject({ rowIndex: '0' });
    // One more Tab leaves the grid for its pager: no walk through the cells.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inGrid).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ inGrid: true, rowIndex: '0' });

    // Arrows along the row to Add To Plan; Enter follows its link.
    await arrowTo(page, 'add_to_plan');
    await screenshot(page, 'keyboard-campaigns-add-to-plan');
    const campName = await page
      .locator('[data-testid="campaign-grid-pending"] .ag-row[row-index="0"] [col-id="name"]')
      .first()
      .innerText();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/sugg_inventory/*');
    const campId = page.url().split('/').at(-1) as string;
    await expect.poll(() => page.getByTestId('campaign-name').innerText()).toBe(campName);

    // The map: one Tab from the Data Layers switch; N reaches the site nearest the centre, read out.
    await expect.poll(() => page.getByTestId('map-count').innerText(), { timeout: 20_000 }).toMatch(/[1-9]/);
    // The map has loaded once it records where it looks.
    await expect.poll(() => page.getByTestId('inventory-map').getAttribute('data-zoom')).not.toBeNull();
    await page.getByTestId('map-data-layers').focus();
    await tabUntil(page, (f) => f.canvas, 3);
    expect((await focused(page)).label).toBe("Map of the campaign's sites");
    await expect.poll(() => page.getByTestId('map-key-help').isVisible()).toBe(true);
    await page.keyboard.press('n');
    await expect
      .poll(() => page.getByTestId('map-announcement').innerText())
      .toMatch(/^Site 1 of \d+ in view: /);
    const mapSite = await page.getByTestId('map-key-site').innerText();
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('map-announcement').innerText()).toMatch(/^Site 2 of /);
    await page.keyboard.press('p');
    await expect.poll(() => page.getByTestId('map-key-site').innerText()).toBe(mapSite);
    await screenshot(page, 'keyboard-map-site');
    // Enter opens its panel; Tab to Add to Plan, Enter adds it; Escape closes, back on the map.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('site-panel-code').innerText()).toBe(mapSite);
    await tabUntil(page, (f) => f.testId === 'site-panel-toggle', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe('1');
    await screenshot(page, 'keyboard-map-panel');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).canvas).toBe(true);

    // Show Map off (Enter on the toggle): the grid; Tab from the toggle into it.
    await page.getByTestId('toggle-map').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-testid="inventory-grid"] .ag-row').count())
      .toBeGreaterThan(0);
    await tabUntil(page, (f) => f.inGrid, 6);
    // Down a row, Space selects it (a second site).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe('2');
    // Enter on the row opens its site panel; Escape closes it and the row keeps focus.
    const rowCode = await page
      .locator('[data-testid="inventory-grid"] .ag-row[row-index="1"] [col-id="site_code"]')
      .first()
      .innerText();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('site-panel-code').innerText()).toBe(rowCode);
    await screenshot(page, 'keyboard-grid-panel');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).rowIndex).toBe('1');
    await screenshot(page, 'keyboard-grid-selected');

    // From the row to Plan: out of the grid, past the pager (was 135 presses before issue 24).
    const toPlan = await tabUntil(page, (f) => f.testId === 'plan-button');
    console.info(`planning grid → Plan: ${toPlan} Tab presses`);
    expect(toPlan).toBeLessThanOrEqual(15);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/booked_inventory/${campId}`);
    const { booked_inventory } = await api(page, '/fetch_booked_inventory', { campId });
    expect(booked_inventory.map((row) => row.site_code).sort()).toEqual([mapSite, rowCode].sort());
    expect(booked_inventory.every((row) => row.status === 'planned')).toBe(true);
    await screenshot(page, 'keyboard-planned');
  });

  it('a media owner edits an inventory cell with the keyboard and it is saved', async () => {
    const page = await newPage(browser, server.url, 'en', DESKTOP, { motion: 'full' });
    await signInByKeyboard(page, 'owner@plano.test');
    await page.goto('/admin/inventory_management');
    const rows = page.locator('[data-testid="inventory-grid"] .ag-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'keyboard-inventory');

    // Into the grid from the column chooser, then one Tab leaves it again (it walked 122 columns).
    await page.getByRole('button', { name: 'Columns' }).focus();
    await tabUntil(page, (f) => f.inGrid, 3);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inGrid).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ inGrid: true, rowIndex: '0' });

    const code = await page.locator('.ag-row[row-index="0"] [col-id="site_code"]').first().innerText();
    await arrowTo(page, 'location');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/update_plano_inventory'));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Av. Teclado 123');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await screenshot(page, 'keyboard-inventory-edited');

    await page.reload();
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // The site's row, wherever it sorts now: its code is in the pinned part, its location in the middle.
    const pinned = page.locator('[data-testid="inventory-grid"] .ag-row', { hasText: code }).first();
    await expect.poll(() => pinned.count()).toBe(1);
    const index = await pinned.getAttribute('row-index');
    await expect
      .poll(() =>
        page
          .locator(`[data-testid="inventory-grid"] .ag-row[row-index="${index}"] [col-id="location"]`)
          .innerText(),
      )
      .toBe('Av. Teclado 123');
  });
});
