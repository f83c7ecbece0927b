import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(600));

const SLOW = { timeout: 10_000 };
const OWNERS = ['Cordillera Outdoor', 'Metrópolis Exterior', 'Pacífico Vía Pública'];
const TEXT = {
  en: {
    vendorManagement: /^vendor management$/i,
    inventoryManagement: /^inventory management$/i,
    nameFilter: 'Name Filter Input',
    notFound: 'Media owner not found',
    sites: /^\d[\d,]* sites$/,
    actions: ['Add Inventory', 'Download Inventory', 'Download Template', 'Upload Site Images', 'Sync'],
  },
  es: {
    vendorManagement: /^gestión de proveedores de medios$/i,
    inventoryManagement: /^gestión de inventario$/i,
    nameFilter: 'Nombre Entrada de Filtro',
    notFound: 'No se encontró el proveedor de medios',
    sites: /^\d[\d.]* sitios$/,
    actions: [
      'Agregar inventario',
      'Descargar inventario',
      'Descargar plantilla',
      'Subir imágenes de sitios',
      'Sincronizar',
    ],
  },
} as const;

type Vendor = { id: string; sites: number };
async function vendor(name: string): Promise<Vendor> {
  const [row] = await server.database.query<Vendor>(
    'select v.id, (select count(*)::int from sites s where s.vendor_id = v.id) as sites from vendors v where v.name = $1',
    [name],
  );
  return row;
}

const gridRows = (page: Page) =>
  page.locator('[data-testid="inventory-grid"] .ag-center-cols-container .ag-row').count();

/** The vendor inventory page of `name`: the vendor's id in the URL, its name and count as the title, rows. */
async function expectOwnerInventory(page: Page, name: string) {
  const { id, sites } = await vendor(name);
  expect(sites).toBeGreaterThan(0);
  await page.waitForURL(`**/admin/vendor_inventory/${id}/**`, SLOW);
  await expect.poll(() => page.getByTestId('inventory-title').innerText(), SLOW).toMatch(/\(\d/);
  const title = await page.getByTestId('inventory-title').innerText();
  const match = /^(.+) \(([\d.,]+)\)$/.exec(title);
  expect(match?.[1], title).toBe(name);
  expect(Number(match?.[2].replace(/[.,]/g, ''))).toBe(sites);
  await expect.poll(() => gridRows(page), SLOW).toBeGreaterThan(0);
}

describe('the platform team reaches every owner’s inventory', () => {
  it.each(['en', 'es'] as const)(
    'opens three owners from Vendor management and one from Inventory Management (%s)',
    async (language) => {
      const text = TEXT[language];
      const page = await newPage(browser, server.url, language);
      await signIn(page, 'admin@plano.test');

      for (const [index, name] of OWNERS.entries()) {
        await page.getByRole('link', { name: text.vendorManagement }).click();
        await page.waitForURL('**/admin/master_vendor_management');
        await page.getByRole('textbox', { name: text.nameFilter }).fill(name);
        const link = page.getByTestId('owner-inventory-link');
        await expect.poll(() => link.count(), SLOW).toBe(1);
        await link.click();
        await expectOwnerInventory(page, name);
        // Another owner's actions are there once the owner is known.
        await expect.poll(() => page.getByRole('button', { name: text.actions[0] }).isEnabled()).toBe(true);
        if (index === 0) await screenshot(page, `admin-inventory-owner-${language}`);
      }

      // The administrator's own Inventory Management: a searchable choice of owners.
      await page.getByRole('link', { name: text.inventoryManagement }).click();
      await page.waitForURL('**/admin/inventory_management');
      await expect.poll(() => page.getByTestId('choose-owner').isVisible()).toBe(true);
      expect(await page.getByTestId('inventory-title').count()).toBe(0);
      await expect.poll(() => page.getByTestId('media-owner-chooser-hint').innerText(), SLOW).toMatch(/^10 /);
      await screenshot(page, `admin-inventory-choose-${language}`);
      // Searched on the server: no accent and lower case still find Metrópolis Exterior.
      await page.getByTestId('media-owner-chooser').fill('metropolis');
      const option = page.getByRole('option', { name: /Metrópolis Exterior/ });
      await expect.poll(() => page.getByRole('option').count(), SLOW).toBe(1);
      await expect.poll(() => option.innerText(), SLOW).toMatch(/Metrópolis Exterior/);
      const { sites } = await vendor('Metrópolis Exterior');
      const count = (await option.innerText()).split('\n').at(-1)?.trim() ?? '';
      expect(count).toMatch(text.sites);
      expect(Number(count.replace(/\D/g, ''))).toBe(sites);
      await screenshot(page, `admin-inventory-chooser-open-${language}`);
      await option.click();
      await expectOwnerInventory(page, 'Metrópolis Exterior');
      await page.close();
    },
  );

  it.each(['en', 'es'] as const)(
    'an unknown owner shows not found, without any action (%s)',
    async (language) => {
      const text = TEXT[language];
      const page = await newPage(browser, server.url, language);
      await signIn(page, 'admin@plano.test');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        await page.goto(`/admin/vendor_inventory/${id}/Nadie`);
        await expect.poll(() => page.getByTestId('owner-not-found').isVisible(), SLOW).toBe(true);
        expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe(text.notFound);
        for (const action of text.actions) {
          expect(await page.getByRole('button', { name: action }).count(), action).toBe(0);
        }
        expect(await page.getByTestId('inventory-grid').count()).toBe(0);
        expect(await page.getByTestId('inventory-title').count()).toBe(0);
      }
      await screenshot(page, `admin-inventory-not-found-${language}`);
      // A way on from there: the same chooser.
      await page.getByTestId('media-owner-chooser').fill('cordillera');
      await page.getByRole('option', { name: /Cordillera Outdoor/ }).click();
      await expectOwnerInventory(page, 'Cordillera Outdoor');
      await page.close();
    },
  );
});
