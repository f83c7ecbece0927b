import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

// Finding things at scale (issue 24, items 8 and 9): the owner's inventory searched and sorted on
// the server, a page jump, a site moved to another region, columns pinned and remembered.

const OWNER = 'owner@plano.test';
const RM = 'Región Metropolitana de Santiago';

interface InventoryPage {
  data: { id: number; values: Record<string, unknown> }[];
  total_count: number;
}

const { server, browser } = await openJourney(startServer(600));
beforeAll(async () => {
  // Two sites of the owner in Ñuñoa, a code starting with a digit so the default order shows them.
  const { data } = await apiAs<InventoryPage>(server, OWNER, '/fetch_media_owner_inventory', {
    limit: 10,
    page: 0,
  });
  // A row of the grid as an import row: lists are written as the template writes them.
  const base = Object.fromEntries(
    Object.entries({ ...data[0].values, s_no: null, state: RM }).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join('; ') : value,
    ]),
  );
  await apiAs(server, OWNER, '/add_plano_inventory', {
    data: [
      { ...base, site_code: '0FIND-1', city: 'Ñuñoa', location: 'Av. Irarrázaval 100' },
      { ...base, site_code: '0FIND-2', city: 'Ñuñoa', location: 'Café Plaza Ñuñoa' },
      { ...base, site_code: '0FIND-3', city: 'Providencia', location: 'Av. Providencia 1' },
    ],
  });
});

const grid = (page: Page) => page.getByTestId('inventory-grid');
/** The site codes in the grid's row order (AG Grid reuses row elements, so the DOM order is not it). */
const codesShown = (page: Page) =>
  grid(page)
    .locator('.ag-pinned-left-cols-container .ag-row')
    .evaluateAll((rows) =>
      rows
        .map((row) => ({
          index: Number(row.getAttribute('row-index')),
          code: row.querySelector('[col-id="site_code"]')?.textContent?.trim() ?? '',
        }))
        .sort((a, b) => a.index - b.index)
        .map((row) => row.code),
    );
const rowsOf = (page: Page) => grid(page).locator('.ag-center-cols-container .ag-row').count();

async function inventoryOf(body: Record<string, unknown>) {
  return apiAs<InventoryPage>(server, OWNER, '/fetch_media_owner_inventory', body);
}

describe('an owner finds its way through thousands of sites', () => {
  it('searches "nunoa" from the top bar and finds the Ñuñoa sites', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, OWNER);
    await page.getByRole('textbox', { name: 'Search inventory' }).fill('nunoa');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/inventory_management?search=nunoa');
    const expected = await inventoryOf({ limit: 10, page: 0, search: 'nunoa' });
    expect(expected.total_count).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('inventory-found').innerText()).toMatch(/sites? found/);
    await expect.poll(() => codesShown(page)).toEqual(expected.data.map((s) => s.values.site_code));
    const cities = await grid(page).locator('.ag-center-cols-container [col-id="city"]').allInnerTexts();
    expect(cities.every((city) => city.includes('Ñuñoa'))).toBe(true);
    // The search box on the page says what it searched; accents and case do not matter.
    expect(await page.getByTestId('inventory-search').inputValue()).toBe('nunoa');
    await page.getByTestId('inventory-search').fill('CAFÉ plaza');
    await expect.poll(() => codesShown(page)).toEqual(['0FIND-2']);
    await screenshot(page, 'inventory-search-en');
  });

  it('sorts by City across pages and jumps to the last page, which is never empty', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, OWNER);
    await page.goto('/admin/inventory_management');
    await expect.poll(() => rowsOf(page)).toBe(10);
    await grid(page).locator('.ag-header-cell[col-id="city"] .ag-header-cell-label').click();
    const firstPage = await inventoryOf({ limit: 10, page: 0, sort: { column: 'city', direction: 'asc' } });
    await expect.poll(() => codesShown(page)).toEqual(firstPage.data.map((s) => s.values.site_code));
    const pages = Math.ceil(firstPage.total_count / 10);
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => page.getByTestId('inventory-page').innerText()).toBe(`Page ${pages} of ${pages}`);
    const lastPage = await inventoryOf({
      limit: 10,
      page: pages - 1,
      sort: { column: 'city', direction: 'asc' },
    });
    expect(lastPage.data.length).toBeGreaterThan(0);
    await expect.poll(() => codesShown(page)).toEqual(lastPage.data.map((s) => s.values.site_code));
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // Descending on the second click: the last page's cities now lead.
    await grid(page).locator('.ag-header-cell[col-id="city"] .ag-header-cell-label').click();
    await expect.poll(() => page.getByTestId('inventory-page').innerText()).toBe(`Page 1 of ${pages}`);
    const descending = await inventoryOf({ limit: 10, page: 0, sort: { column: 'city', direction: 'desc' } });
    await expect.poll(() => codesShown(page)).toEqual(descending.data.map((s) => s.values.site_code));
    // A page number typed in goes straight there.
    await page.getByTestId('inventory-jump').fill('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('inventory-page').innerText()).toBe(`Page 3 of ${pages}`);
    await screenshot(page, 'inventory-sorted-en');
  });

  it('moves a site to another region: the region, then one of its cities, saved as one edit', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, OWNER);
    await page.goto('/admin/inventory_management?search=0FIND-3');
    await expect.poll(() => codesShown(page)).toEqual(['0FIND-3']);
    const row = grid(page).locator('.ag-center-cols-container .ag-row').first();
    // By keyboard, as the grid is used: from the site code to its State, then Enter edits it.
    await grid(page).locator('.ag-pinned-left-cols-container [col-id="site_code"]').first().click();
    const focusedColumn = () => page.evaluate(() => document.activeElement?.getAttribute('col-id'));
    for (let i = 0; i < 30 && (await focusedColumn()) !== 'state'; i++)
      await page.keyboard.press('ArrowRight');
    expect(await focusedColumn()).toBe('state');
    await page.keyboard.press('Enter');
    await page.locator('.ag-list-item', { hasText: 'Región de Valparaíso' }).first().click();
    // The city editor opens by itself on the new region's cities (Enter shows them); nothing is
    // saved until a city is chosen.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[col-id]')?.getAttribute('col-id')))
      .toBe('city');
    await page.keyboard.press('Enter');
    const vina = page.locator('.ag-list-item', { hasText: 'Viña del Mar' }).first();
    await expect.poll(() => vina.count()).toBe(1);
    expect(await page.locator('.ag-list-item', { hasText: 'Providencia' }).count()).toBe(0);
    expect((await inventoryOf({ limit: 10, page: 0, search: '0FIND-3' })).data[0].values.city).toBe(
      'Providencia',
    );
    await screenshot(page, 'inventory-move-region-en');
    await vina.click();
    await expect
      .poll(async () => (await inventoryOf({ limit: 10, page: 0, search: '0FIND-3' })).data[0]?.values)
      .toMatchObject({ state: 'Región de Valparaíso', city: 'Viña del Mar' });
    await expect.poll(() => row.locator('[col-id="city"]').innerText()).toBe('Viña del Mar');
    // The city's mark against the old region clears once the saved row comes back.
    await expect.poll(() => row.locator('.inventory-cell-error').count()).toBe(0);
  });

  it('pins a column from the searchable chooser and finds the choice kept after a reload', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, OWNER);
    await page.goto('/admin/inventory_management');
    await expect.poll(() => rowsOf(page)).toBe(10);
    // The selection column stays on the left, pinned.
    expect(await grid(page).locator('.ag-pinned-left-cols-container .ag-selection-checkbox').count()).toBe(
      10,
    );
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByTestId('column-search').fill('CITY');
    await expect.poll(() => page.getByRole('checkbox', { name: 'City' }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Locality' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pin City to the right' }).click();
    await page.getByTestId('column-search').fill('locality');
    await page.getByRole('checkbox', { name: 'Locality' }).uncheck();
    await screenshot(page, 'inventory-columns-en');
    await page.keyboard.press('Escape');
    const pinnedCity = grid(page).locator('.ag-pinned-right-header [col-id="city"]');
    await expect.poll(() => pinnedCity.count()).toBe(1);
    await page.reload();
    await expect.poll(() => rowsOf(page)).toBe(10);
    await expect.poll(() => pinnedCity.count()).toBe(1);
    expect(await grid(page).locator('.ag-header-cell[col-id="locality"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    expect(
      await page.getByRole('button', { name: 'Pin City to the right' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'inventory-columns-kept-en');
  });

  it('speaks Spanish: search, pages and the chooser', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, OWNER);
    await page.goto('/admin/inventory_management?search=%C3%91u%C3%B1oa');
    await expect.poll(() => page.getByTestId('inventory-found').innerText()).toMatch(/sitios? encontrados?/);
    expect(await page.getByTestId('inventory-page').innerText()).toMatch(/^Página 1 de \d+$/);
    await page.getByRole('button', { name: 'Columnas' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Fijar Comuna a la izquierda' }).count())
      .toBe(1);
    await screenshot(page, 'inventory-finding-es');
  });
});
