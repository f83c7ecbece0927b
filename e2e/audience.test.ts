import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inDays, type Lang, pickDate, searchAndChoose } from './support/forms.ts';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { api, DESKTOP, newPage, screenshot, signIn } from './support/session.ts';

// Issue 25: a planner sets a 25–44 female ABC1 audience, watches the plan's figures move as sites are
// added, asks for the best plan for the remaining budget, accepts part of it, and finds the figures in
// the Excel. The first journey needs only the campaign's audience; the second needs the audience calls
// (/plan_audience, /site_audience, /optimize_plan).

const { server, browser } = await openJourney(startServer(800));

const PLANNER = 'planner@plano.test';
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** The Create Campaign modal with a women 25–44 ABC1 audience, far ahead so no demo booking is in the way. */
async function createWomenAbc1Campaign(page: Page, name: string, lang: Lang): Promise<string> {
  await page.getByTestId('create-campaign').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(lang === 'es' ? /^Marca/ : /^Brand/).fill('Café Andino');
  await dialog.getByLabel(lang === 'es' ? /^Nombre de campaña/ : /^Campaign Name/).fill(name);
  await pickDate(page, 'start-date', inDays(200), lang);
  await pickDate(page, 'end-date', inDays(228), lang);
  await page.getByTestId('budget').fill('60000000');
  await page.getByTestId('media-type').click();
  await page.getByRole('option', { name: lang === 'es' ? /^Todos$/ : /^All$/ }).click();
  await searchAndChoose(page, 'states', 'Metropolitana', /Metropolitana/);
  await searchAndChoose(page, 'cities', lang === 'es' ? 'Todas' : 'All', lang === 'es' ? /^Todas$/ : /^All$/);

  // The audience: the default first (SPEC §5: 20 to 40, every class), then women 25–44 ABC1.
  expect(await page.getByTestId('audience-age-from').inputValue()).toBe('20');
  expect(await page.getByTestId('audience-age-to').inputValue()).toBe('40');
  await page
    .getByTestId('audience-sex')
    .getByText(lang === 'es' ? 'Mujeres' : 'Women', { exact: true })
    .click();
  await page.getByTestId('audience-age-from').fill('25');
  await page.getByTestId('audience-age-to').fill('44');
  await page.getByTestId('audience-abc1').click();
  expect(await page.getByTestId('audience-abc1').getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, `audience-create-${lang}`);

  await page.getByTestId('create-campaign-submit').click();
  await page.waitForURL(/\/admin\/sugg_inventory\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() as string;
}

const HEADER = {
  en: 'Women · 25–44 years · ABC1',
  es: 'Mujeres · 25–44 años · ABC1',
} as const;

describe('the campaign’s target audience (issue 25)', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: set when the campaign is created, shown in the header, changed from the filters`, async () => {
      const page = await newPage(browser, server.url, lang);
      await signIn(page, PLANNER);
      const campId = await createWomenAbc1Campaign(page, `Audiencia ${lang} ${Date.now()}`, lang);
      await expect.poll(() => text(page, 'campaign-audience'), { timeout: 15_000 }).toBe(HEADER[lang]);
      const stored = await api(page, '/fetch_camp_details', {
        campId,
      });
      expect(stored.camp.target_audience).toEqual({
        sex: 'female',
        age_from: 25,
        age_to: 44,
        classes: ['ab', 'c1a', 'c1b'],
      });
      await screenshot(page, `audience-header-${lang}`);

      // The filters: the gender filter is the audience's sex; the ages and classes are there too.
      await page.getByTestId('toggle-filters').click();
      await expect.poll(() => page.getByTestId('audience-filter').isVisible()).toBe(true);
      expect(
        await page.getByTestId('filter-gender-female').locator('input').isChecked(),
        'the gender filter shows the audience’s sex',
      ).toBe(true);
      await page.getByTestId('filter-audience-class-c2').click();
      const withC2 =
        lang === 'es' ? 'Mujeres · 25–44 años · AB, C1a, C1b, C2' : 'Women · 25–44 years · AB, C1a, C1b, C2';
      await expect.poll(() => text(page, 'campaign-audience')).toBe(withC2);
      await page.getByTestId('filter-gender-male').click();
      await expect
        .poll(() => text(page, 'campaign-audience'))
        .toMatch(lang === 'es' ? /^Hombres ·/ : /^Men ·/);
      await screenshot(page, `audience-filters-${lang}`);
      // An empty class list is refused where it is made, and nothing is saved.
      await page.getByTestId('filter-audience-all-classes').click();
      for (const c of ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e']) {
        await page.getByTestId(`filter-audience-class-${c}`).click();
      }
      await expect
        .poll(() =>
          page
            .getByText(
              lang === 'es'
                ? 'Elige al menos un nivel socioeconómico'
                : 'Choose at least one socio-economic class',
            )
            .isVisible(),
        )
        .toBe(true);
      // Back to women ABC1, as the journey wants it.
      await page.getByTestId('filter-audience-abc1').click();
      await page.getByTestId('filter-gender-female').click();
      await expect.poll(() => text(page, 'campaign-audience')).toBe(HEADER[lang]);
      await expect
        .poll(async () => {
          const { camp } = await api(page, '/fetch_camp_details', { campId });
          return `${camp.target_audience.sex} ${camp.target_audience.classes.join(',')}`;
        })
        .toBe('female ab,c1a,c1b');

      // The edit page holds the same audience.
      await page.goto(`/admin/edit_campaign/${campId}`);
      await expect
        .poll(() => page.getByTestId('audience-age-to').inputValue(), { timeout: 15_000 })
        .toBe('44');
      await screenshot(page, `audience-edit-${lang}`);
      await page.context().close();
    });
  }
});

/** The campaign of the second journey, made by the API with its audience: the first journey made one by hand. */
async function womenAbc1Campaign(page: Page, name: string): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { camp } = await api(page, '/create_campaign', {
    brand: 'Café Andino',
    campaign_name: name,
    start_date: day(240),
    end_date: day(268),
    budget: 80_000_000,
    states: ['Región Metropolitana de Santiago'],
    cities: ['All'],
    media_type: 'all',
    target_audience: { sex: 'female', age_from: 25, age_to: 44, classes: ['ab', 'c1a', 'c1b'] },
  });
  return camp._id;
}

const rowCheckbox = (page: Page, index: number) =>
  page.locator(`.ag-row[row-index="${index}"] .ag-selection-checkbox input`).first();

// Needs the audience calls of issue 25 (/plan_audience, /site_audience, /optimize_plan): it fails on
// a branch without them, by design — the figures are the server's.
describe('the plan’s audience figures (issue 25)', () => {
  it('en: figures move as sites are added; the best plan is taken in part; the Excel carries the figures', async () => {
    const page = await newPage(browser, server.url, 'en');
    await signIn(page, PLANNER);
    const campId = await womenAbc1Campaign(page, `Figures ${Date.now()}`);
    await page.goto(`/admin/sugg_inventory/${campId}`);
    await expect.poll(() => text(page, 'campaign-audience'), { timeout: 15_000 }).toBe(HEADER.en);

    // No site yet: every figure is zero, with its interval.
    await expect.poll(() => text(page, 'figure-reach'), { timeout: 15_000 }).toBe('0 (0–0)');
    expect(await text(page, 'figure-target')).toMatch(/^Target: [\d.,]+( k| M)? people$/);

    // Sites added in the grid: the figures move, and say they are updating meanwhile.
    await page.getByTestId('toggle-map').click();
    await expect.poll(() => page.locator('.ag-row').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await rowCheckbox(page, 0).click();
    await expect.poll(() => text(page, 'figure-reach'), { timeout: 15_000 }).not.toBe('0 (0–0)');
    const oneSite = await text(page, 'figure-impressions');
    expect(oneSite).toMatch(/^[\d.,]+( k| M)? \([\d.,]+–[\d.,]+( k| M)?\)$/);
    await rowCheckbox(page, 1).click();
    await rowCheckbox(page, 2).click();
    await expect.poll(() => text(page, 'figure-impressions'), { timeout: 15_000 }).not.toBe(oneSite);
    expect(await text(page, 'figure-frequency')).toMatch(/^\d+\.\d \(\d+\.\d–\d+\.\d\)$/);
    expect(await text(page, 'figure-reach-detail')).toMatch(/^[\d.,]+% \([\d.,]+%–[\d.,]+%\) of the target$/);
    await screenshot(page, 'audience-figures-selection-en');

    // The site panel: the site's own audience beside the plan.
    await page.locator('.ag-row[row-index="4"] .ag-cell').nth(2).click();
    await expect.poll(() => page.getByTestId('site-audience').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => text(page, 'site-added-reach'), { timeout: 15_000 }).toMatch(/\(/);
    expect(await text(page, 'site-weekly-impressions')).toMatch(/^[\d.,]+( k| M)?$/);
    expect(await text(page, 'site-cpm')).toMatch(/^CLP\s[\d,]+$/);
    await screenshot(page, 'audience-site-panel-en');
    await page.keyboard.press('Escape');

    // The three sites are planned; the Book Inventory page shows the plan's figures.
    await page.getByTestId('plan-button').click();
    await page.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect
      .poll(() => page.getByTestId('plan-audience').getByTestId('figure-reach').innerText(), {
        timeout: 15_000,
      })
      .not.toBe('0 (0–0)');
    const threeSites = await page.getByTestId('plan-audience').getByTestId('figure-reach').innerText();
    await screenshot(page, 'audience-book-inventory-en');

    // The best plan for what is left of the budget: all but one of its new sites are taken.
    await page.getByTestId('add-more-sites').click();
    await page.waitForURL(`**/admin/sugg_inventory/${campId}`);
    await page.getByTestId('best-plan-button').click();
    const dialog = page.getByTestId('best-plan-dialog');
    await expect.poll(() => dialog.getByTestId('best-plan-list').isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => dialog.locator('[data-testid^="best-plan-site-"]').count()).toBeGreaterThan(1);
    expect(await dialog.getByTestId('best-plan-curve').locator('svg path').count()).toBeGreaterThan(0);
    await screenshot(page, 'audience-best-plan-en');
    // The dialog is taller than the window: its answer stays in sight while the list scrolls under it.
    const accept = await page.getByTestId('best-plan-accept').boundingBox();
    expect(accept && accept.y + accept.height).toBeLessThanOrEqual(DESKTOP.height);
    const offered = await dialog.locator('[data-testid^="best-plan-site-"]').count();
    await dialog.locator('[data-testid^="best-plan-site-"] input').first().click();
    expect(await text(page, 'best-plan-accept')).toMatch(new RegExp(`^Add ${offered - 1} sites? \\(CLP`));
    await page.getByTestId('best-plan-accept').click();
    await expect.poll(() => text(page, 'selected-count')).toBe(String(offered - 1));
    await page.getByTestId('plan-button').click();
    await page.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect
      .poll(() => page.getByTestId('plan-audience').getByTestId('figure-reach').innerText(), {
        timeout: 15_000,
      })
      .not.toBe(threeSites);

    // The Excel carries the audience and the plan's figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-excel').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('F2').value).toBe(HEADER.en);
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    for (const label of [/^Reach/i, /^Impressions/i, /frequency/i, /^GRP/i]) {
      expect(
        cells.some((c) => label.test(c)),
        String(label),
      ).toBe(true);
    }
    await page.context().close();
  });

  it('es: the figures, the site panel, Book Inventory, the best plan and the Excel speak Spanish', async () => {
    const page = await newPage(browser, server.url, 'es');
    await signIn(page, PLANNER);
    const campId = await womenAbc1Campaign(page, `Cifras ${Date.now()}`);
    await page.goto(`/admin/sugg_inventory/${campId}`);
    await expect.poll(() => text(page, 'campaign-audience'), { timeout: 15_000 }).toBe(HEADER.es);
    expect(await text(page, 'figure-target')).toMatch(/^Público objetivo: [\d.,]+( mil| M)? personas$/);

    await page.getByTestId('toggle-map').click();
    await expect.poll(() => page.locator('.ag-row').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await rowCheckbox(page, 0).click();
    await rowCheckbox(page, 1).click();
    await expect.poll(() => text(page, 'figure-reach'), { timeout: 15_000 }).not.toBe('0 (0–0)');
    // es-CL: a decimal comma, and the share of the target in Spanish.
    await expect
      .poll(() => text(page, 'figure-reach-detail'), { timeout: 15_000 })
      .toMatch(/^[\d.,]+ ?% \([\d.,]+ ?%–[\d.,]+ ?%\) del público objetivo$/);
    expect(await text(page, 'figure-frequency')).toMatch(/^\d+,\d \(\d+,\d–\d+,\d\)$/);
    await screenshot(page, 'audience-figures-selection-es');

    await page.locator('.ag-row[row-index="4"] .ag-cell').nth(2).click();
    await expect.poll(() => page.getByTestId('site-audience').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => text(page, 'site-added-reach'), { timeout: 15_000 }).toMatch(/\(/);
    await screenshot(page, 'audience-site-panel-es');
    await page.keyboard.press('Escape');

    // The two sites planned, then the best plan for what is left of the budget, taken whole.
    await page.getByTestId('plan-button').click();
    await page.waitForURL(`**/admin/booked_inventory/${campId}`);
    await page.getByTestId('add-more-sites').click();
    await page.waitForURL(`**/admin/sugg_inventory/${campId}`);
    await page.getByTestId('best-plan-button').click();
    const dialog = page.getByTestId('best-plan-dialog');
    await expect.poll(() => dialog.getByTestId('best-plan-list').isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'audience-best-plan-es');
    await page.getByTestId('best-plan-accept').click();
    await page.getByTestId('plan-button').click();
    await page.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect
      .poll(() => page.getByTestId('plan-audience').getByTestId('figure-reach').innerText(), {
        timeout: 15_000,
      })
      .not.toBe('0 (0–0)');
    await screenshot(page, 'audience-book-inventory-es');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-excel').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    for (const label of ['Alcance (personas)', 'Impactos', 'Frecuencia promedio', 'GRP']) {
      expect(cells, label).toContain(label);
    }
    await page.context().close();
  });
});
