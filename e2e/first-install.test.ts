import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_ADMIN, startFreshInstall } from './support/fresh-install.ts';
import { openJourney } from './support/journey.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startFreshInstall());

const SLOW = { timeout: 10_000 };
const ownerRows = (page: Page) =>
  page.locator('[data-testid="media-owners-grid"] .ag-center-cols-container .ag-row');

describe('a fresh production install (no demo data)', () => {
  it('the first administrator signs in to empty lists, adds the first media owner, whose user signs in', async () => {
    const page = await newPage(browser, server.url);
    const demo = await page.request.post('/api/signin', {
      data: { email: 'admin@plano.test', password: 'plano-demo' },
    });
    expect(demo.status()).toBe(401);

    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect.poll(() => page.getByTestId('campaigns-empty').isVisible(), SLOW).toBe(true);
    await screenshot(page, 'first-install-campaigns-en');

    await page.getByRole('link', { name: /vendor management/i }).click();
    await page.waitForURL('**/admin/master_vendor_management');
    await expect.poll(() => page.getByTestId('media-owners-count').innerText(), SLOW).toBe('0 media owners');
    await screenshot(page, 'first-install-vendors-en');

    // Regions come from the reference data; the `media owner` role too (Add Media Owner needs it).
    await page.getByTestId('add-media-owner').click();
    await page.getByTestId('owner-name').fill('Carteles del Sur');
    await page.getByTestId('owner-email').fill('ventas@carteles-del-sur.example');
    await page.getByTestId('owner-phone').fill('+56 9 6123 4567');
    await page.getByTestId('owner-password').fill('carteles-2026');
    await page.getByTestId('owner-states').click({ force: true });
    await page.getByRole('option', { name: 'Región del Bío-Bío', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('add-media-owner-submit').click();
    await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0);
    await expect.poll(() => ownerRows(page).count(), SLOW).toBe(1);

    const owner = await newPage(browser, server.url);
    await signIn(owner, 'ventas@carteles-del-sur.example', 'carteles-2026');
    await owner.getByRole('link', { name: /inventory management/i }).click();
    await expect.poll(() => owner.getByTestId('inventory-title').innerText(), SLOW).toContain('(0)');
    await screenshot(owner, 'first-install-owner-inventory-en');
    await owner.context().close();
    await page.context().close();
  });

  it('in Spanish: the administrator sees the first media owner in vendor management', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByRole('link', { name: /gestión de proveedores/i }).click();
    await page.waitForURL('**/admin/master_vendor_management');
    await expect.poll(() => ownerRows(page).count(), SLOW).toBe(1);
    await screenshot(page, 'first-install-vendors-es');
    await page.context().close();
  });
});
