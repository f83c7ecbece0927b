import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { plannedCampaign } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { api, newPage, screenshot, signIn } from './support/session.ts';

// Issue 24, items 10 and 13, in Spanish: the texts that say why, each screen checked with axe.
const { server, browser } = await openJourney(startServer(300));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('issue 24 in Spanish', () => {
  it('a media owner: home is its inventory; skipped images say why; its campaigns page explains', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, 'owner@plano.test');
    await page.waitForURL('**/admin/inventory_management');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plano-es-images-'));
    const file = path.join(dir, 'sin-sitio-1.png');
    writeFileSync(file, PNG);
    await page.getByRole('button', { name: 'Subir imágenes de sitios' }).click();
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('images-skipped').innerText())
      .toContain('sin-sitio-1.png — ningún sitio de este proveedor de medios tiene el código sin-sitio-1');
    await screenshot(page, 'issue24-images-es');
    await page.keyboard.press('Escape');
    await page.goto('/admin/campaigns');
    await expect
      .poll(() => page.getByTestId('campaigns-empty').innerText())
      .toContain('Los proveedores de medios no planifican campañas aquí');
    await screenshot(page, 'issue24-campaigns-owner-es');
    await page.context().close();
  });

  it('Book Inventory says in words that the hand-offs are not set up; a viewer is told why it cannot plan', async () => {
    const campId = await plannedCampaign(server, 'Otoño Andino');
    const planner = await newPage(browser, server.url, 'es');
    await signIn(planner, 'planner@plano.test');
    await planner.goto(`/admin/booked_inventory/${campId}`);
    await expect
      .poll(() => planner.getByTestId('audit-not-configured').innerText())
      .toBe('La herramienta de auditoría no está configurada en este servidor');
    await screenshot(planner, 'issue24-handoffs-es');
    await planner.context().close();

    const viewer = await newPage(browser, server.url, 'es');
    await signIn(viewer, 'viewer@plano.test');
    const { camps } = await api(viewer, '/fetch_campaigns', {
      type: 'awaiting',
    });
    await viewer.goto(`/admin/sugg_inventory/${camps[0]._id}`);
    await expect
      .poll(() => viewer.getByTestId('plan-not-allowed').innerText())
      .toMatch(/^Puedes ver estos sitios, pero tu rol no puede agregarlos a un plan/);
    expect(await viewer.getByTestId('plan-button').count()).toBe(0);
    await screenshot(viewer, 'issue24-viewer-es');
    await viewer.context().close();
  });
});
