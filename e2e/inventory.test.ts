import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const files = mkdtempSync(path.join(os.tmpdir(), 'plano-inventory-e2e-'));

const { server, browser } = await openJourney(startServer(600));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The template's CSV with five rows of Santiago sites; the last three have a width that is no number. */
function inventoryCsv(template: string): string {
  const [header, example] = template
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  const rows = [0, 1, 2, 3, 4].map((i) =>
    example.replace('CL-EX-000001', `0E2E-${i}`).replace(/,12,4,48,/, i >= 2 ? ',wide,4,48,' : ',12,4,48,'),
  );
  return [header, ...rows].join('\n');
}

async function editCell(page: Page, grid: string, rowIndex: number, column: string, value: string) {
  const cell = page
    .locator(`[data-testid="${grid}"] .ag-row[row-index="${rowIndex}"] [col-id="${column}"]`)
    .first();
  await cell.dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

describe('a media owner keeps its inventory', () => {
  it('downloads the template, imports with three bad rows, fixes them, adds images, disables a site', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'owner@plano.test');
    // A media owner lands on its inventory, not on an empty campaign list.
    // (Signing in lands on /admin/index, which sends a media owner on once its policies are read.)
    await page.waitForURL('**/admin/inventory_management');
    await expect.poll(() => page.getByTestId('inventory-title').innerText()).toMatch(/\([\d.,]+\)/);
    await screenshot(page, 'inventory-en');
    // Its Campaigns page says what campaigns are to a media owner, and invites no creating.
    await page.goto('/admin/campaigns');
    await expect
      .poll(() => page.getByTestId('campaigns-empty').innerText())
      .toContain('Media owners do not plan campaigns here');
    expect(await page.getByRole('button', { name: 'Create Campaign' }).count()).toBe(0);
    await screenshot(page, 'campaigns-owner-en');
    await page.getByRole('link', { name: 'Open Inventory Management' }).click();
    await expect.poll(() => page.getByTestId('inventory-title').innerText()).toMatch(/\([\d.,]+\)/);

    // Download Template → CSV.
    await page.getByRole('button', { name: 'Download Template' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Template (.csv)' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('Add Inventory Template.csv');
    const csv = path.join(files, 'inventory.csv');
    const templateText = readFileSync((await template.path()) as string, 'utf8');
    writeFileSync(csv, inventoryCsv(templateText));

    // The template sent back as it is: its example row makes no site, and the page says so.
    const untouched = path.join(files, 'template.csv');
    writeFileSync(untouched, templateText);
    await page.getByRole('button', { name: 'Add Inventory' }).click();
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(untouched);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('import-example-skipped').innerText())
      .toBe("The template's example row (CL-EX-000001) was skipped: it is not one of your sites.");
    await screenshot(page, 'inventory-example-skipped-en');
    await page.keyboard.press('Escape');

    // Add Inventory: two good rows, three with a bad width.
    await page.getByRole('button', { name: 'Add Inventory' }).click();
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(csv);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('import-result').innerText())
      .toMatch(/2 out of 5 added successfully/);
    expect(await page.getByTestId('import-result').innerText()).toContain(
      'New sites: 2 · updated (same site code): 0',
    );
    await expect.poll(() => page.getByText('Please Enter Correct Values!!').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('[data-testid="correction-grid"] .inventory-cell-error').count())
      .toBe(3);
    await screenshot(page, 'inventory-correction-en');
    for (const index of [0, 1, 2]) await editCell(page, 'correction-grid', index, 'width', '12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('import-result').innerText())
      .toMatch(/3 out of 3 added successfully/);
    await page.keyboard.press('Escape');

    // Upload Site Images: named by site code in either case; progress in bytes as they go; each
    // file not attached listed with its reason.
    const images = ['0e2e-0.png', '0E2E-1.png', 'NO-SITE-9.png', 'notes.txt'].map((name) => {
      const file = path.join(files, name);
      // The first is big enough (3 MB) for the progress to be seen while the upload is throttled.
      writeFileSync(file, name === '0e2e-0.png' ? Buffer.concat([PNG, Buffer.alloc(3_000_000, 7)]) : PNG);
      return file;
    });
    await page.getByRole('button', { name: 'Upload Site Images' }).click();
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(images);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('images-progress').innerText())
      .toMatch(/^File 1 of 3 \(0e2e-0\.png\): [\d.]+ (kB|MB) of 3 MB sent \(([1-9]\d?)%\)$/);
    await screenshot(page, 'inventory-images-progress-en');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => page.getByTestId('images-result').innerText(), { timeout: 20_000 })
      .toMatch(/2 images attached/);
    const skipped = await page.getByTestId('images-skipped').innerText();
    expect(skipped).toContain('notes.txt — not a JPEG, PNG, WebP or GIF image');
    expect(skipped).toContain(
      "NO-SITE-9.png — no site of this media owner has the code NO-SITE-9 (the file's name without its extension)",
    );
    await screenshot(page, 'inventory-images-en');
    await page.keyboard.press('Escape');

    // Disable E2E-0 for planning: the row is tinted, and the planner's map no longer has it.
    const { data } = await apiAs<{ data: { id: number; values: { site_code: string } }[] }>(
      server,
      'owner@plano.test',
      '/fetch_media_owner_inventory',
      { limit: 10, page: 0 },
    );
    const imported = data.find((s) => s.values.site_code === '0E2E-0');
    expect(imported).toBeDefined();
    const camp = await apiAs<{ camp: { _id: string } }>(server, 'planner@plano.test', '/create_campaign', {
      brand: 'Café Andino',
      campaign_name: 'Inventario E2E',
      start_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      end_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      budget: 1e12,
      states: ['Región Metropolitana de Santiago'],
      cities: ['All'],
      media_type: 'all',
    });
    const mapIds = async () =>
      (
        await apiAs<{ inv_ids: number[] }>(server, 'planner@plano.test', '/v2/fetch_sugg_inventory_map', {
          campId: camp.camp._id,
          filters: {},
          networks: [],
        })
      ).inv_ids;
    expect(await mapIds()).toContain(imported?.id);
    await page.reload();
    const row = page.locator(`.ag-row[row-id="${imported?.id}"]`);
    // Sites are in site_code order: the imported codes start with a digit, so they lead page 1.
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    await row.locator('input.ag-checkbox-input').first().check();
    await page.getByRole('button', { name: 'Disable For Planning' }).click();
    await expect
      .poll(() => page.locator(`.ag-row.inventory-row-disabled[row-id="${imported?.id}"]`).count())
      .toBeGreaterThan(0);
    expect(await mapIds()).not.toContain(imported?.id);
    await screenshot(page, 'inventory-disabled-en');

    // Delete Inventory asks first, naming the count; No keeps the sites, Yes deletes them.
    const second = data.find((s) => s.values.site_code === '0E2E-1');
    const rowOf = (id?: number) => page.locator(`.ag-row[row-id="${id}"]`);
    for (const id of [imported?.id, second?.id])
      await rowOf(id).locator('input.ag-checkbox-input').first().check();
    await page.getByTestId('delete-inventory').click();
    await expect
      .poll(() => page.getByTestId('delete-inventory-text').innerText())
      .toBe('Are you sure you want to delete 2 sites from your inventory? This cannot be undone.');
    expect(await page.getByTestId('delete-inventory-yes').innerText()).toBe('Delete 2 sites');
    await screenshot(page, 'inventory-delete-confirm-en');
    await page.getByTestId('delete-inventory-no').click();
    await expect.poll(() => page.getByTestId('delete-inventory-text').count()).toBe(0);
    expect(await rowOf(second?.id).count()).toBeGreaterThan(0);
    await page.getByTestId('delete-inventory').click();
    await page.getByTestId('delete-inventory-yes').click();
    await expect.poll(() => page.getByText('2 sites deleted').isVisible()).toBe(true);
    await expect.poll(() => rowOf(second?.id).count()).toBe(0);
    expect(await rowOf(imported?.id).count()).toBe(0);
    // One long journey (template, import, fixes, images, planning): more than the default 240 s on a busy machine.
  }, 480_000);

  it('speaks Spanish', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, 'owner@plano.test');
    await page.goto('/admin/inventory_management');
    await expect.poll(() => page.getByRole('button', { name: 'Agregar inventario' }).isVisible()).toBe(true);
    await screenshot(page, 'inventory-es');
    await page.getByRole('button', { name: 'Agregar inventario' }).click();
    await expect.poll(() => page.getByText('Planilla').isVisible()).toBe(true);
    // The modal's opening transition is over before the photo.
    await screenshot(page, 'inventory-add-es');

    // A file that is no spreadsheet: the server's reason, in Spanish.
    const notSheet = path.join(files, 'notas.xlsx');
    writeFileSync(notSheet, Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]));
    const input = page.locator('.mantine-Modal-content input[type="file"]');
    await input.setInputFiles(notSheet);
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect
      .poll(() => page.getByText('El archivo no es una planilla (.xlsx, .xls o .csv)').isVisible())
      .toBe(true);

    // An old Excel 97–2003 workbook (made by LibreOffice): two good rows and one out of range.
    await input.setInputFiles(
      path.resolve(
        import.meta.dirname,
        '../packages/server/src/modules/inventory/import/fixtures/template-rows.xls',
      ),
    );
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('import-result').innerText())
      .toMatch(/2 de 3 agregados correctamente/);
    await expect
      .poll(() => page.locator('[data-testid="correction-grid"] .inventory-cell-error').count())
      .toBe(1);
    // The grid names the columns in Spanish; so does the bad cell's message.
    await expect
      .poll(() => page.locator('[data-testid="correction-grid"] .ag-header-cell-text').allInnerTexts())
      .toContain('Calidad: visibilidad');
    await page.locator('[data-testid="correction-grid"] .inventory-cell-error span').first().hover();
    await expect
      .poll(() => page.getByRole('tooltip').innerText())
      .toBe('Calidad: visibilidad: está fuera de rango');
    await screenshot(page, 'inventory-xls-es');

    // Esc while editing a cell cancels that edit only: the dialog and its failed row stay.
    const bad = page.locator('[data-testid="correction-grid"] .ag-cell.inventory-cell-error').first();
    const before = await bad.innerText();
    await bad.dblclick();
    await expect
      .poll(() => page.locator('[data-testid="correction-grid"] .ag-cell-inline-editing').count())
      .toBe(1);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('99');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[data-testid="correction-grid"] .ag-cell-inline-editing').count())
      .toBe(0);
    expect(await page.getByTestId('correction-grid').isVisible()).toBe(true);
    expect(await bad.innerText()).toBe(before);
    expect(await page.locator('[data-testid="correction-grid"] .inventory-cell-error').count()).toBe(1);

    // Esc again (no cell editing) would close the dialog: it asks first, naming the rows.
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('discard-rows-text').innerText())
      .toMatch(/^1 fila no se pudo agregar y espera aquí sus correcciones\./);
    expect(await page.getByTestId('discard-rows-yes').innerText()).toBe('Descartar 1 fila');
    await screenshot(page, 'inventory-discard-confirm-es');
    await page.getByTestId('discard-rows-no').click();
    await expect.poll(() => page.getByTestId('discard-rows-text').count()).toBe(0);
    expect(await page.getByTestId('correction-grid').isVisible()).toBe(true);
    // The close button asks too; discarding closes the dialog.
    await page.locator('.mantine-Modal-close').first().click();
    await page.getByTestId('discard-rows-yes').click();
    await expect.poll(() => page.getByTestId('correction-grid').count()).toBe(0);

    // Delete Inventory asks in Spanish, in the singular for one site.
    await page.locator('.ag-row[row-index="0"] input.ag-checkbox-input').first().check();
    await page.getByTestId('delete-inventory').click();
    await expect
      .poll(() => page.getByTestId('delete-inventory-text').innerText())
      .toBe('¿Seguro que quieres eliminar 1 sitio de tu inventario? No se puede deshacer.');
    expect(await page.getByTestId('delete-inventory-yes').innerText()).toBe('Eliminar 1 sitio');
    await screenshot(page, 'inventory-delete-confirm-es');
    await page.getByTestId('delete-inventory-no').click();
  });
});
