import type { DistrictZonesDto } from '@plano/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

let zones: DistrictZonesDto;

const { server, browser } = await openJourney(startServer(20));
beforeAll(async () => {
  zones = await apiAs<DistrictZonesDto>(server, 'viewer@plano.test', '/fetch_district_zones', {});
});

const districts = (page: Page) => page.locator('[data-testid="india-map"] path[data-district-id]');
const tooltip = (page: Page) => page.getByTestId('district-tooltip');
const idOf = (name: string) => String(zones.districts.find((d) => d.name === name)?.id);

async function pick(page: Page, label: RegExp, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('the India district zone map', () => {
  it('draws every district in its zone, with tooltip, legend, filters, zoom and Spanish labels', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'planner@plano.test');
    await page.goto('/admin/covid_map');
    // 594 shapes in the file, one (Kavaratti) without an outline.
    await expect.poll(() => districts(page).count(), { timeout: 15_000 }).toBe(593);
    await screenshot(page, 'covid-map-en');

    // Every drawn shape has a zone (target of the join): the legend counts what is drawn.
    const drawnZones = await districts(page).evaluateAll((paths) =>
      paths.map((p) => p.getAttribute('data-zone')),
    );
    for (const zone of ['Red', 'Orange', 'Green', 'NA'] as const) {
      const shown = Number(await page.getByTestId(`legend-count-${zone}`).innerText());
      expect(shown, zone).toBe(zones.legend[zone]);
      expect(drawnZones.filter((z) => z === zone).length, zone).toBe(shown);
    }
    expect(zones.legend.NA).toBe(0);

    // Hover Delhi: its eleven zone districts are all Red.
    await page.locator(`[data-district-id="${idOf('Delhi')}"]`).hover();
    await expect.poll(() => tooltip(page).innerText()).toMatch(/^Delhi: Red/);
    await expect.poll(() => tooltip(page).innerText()).toMatch(/New Delhi: Red/);
    await screenshot(page, 'covid-map-tooltip-en');

    // Keyboard focus shows the tooltip too.
    await page.mouse.move(0, 0);
    await page.locator(`[data-district-id="${idOf('Erode')}"]`).focus();
    await expect.poll(() => tooltip(page).innerText()).toMatch(/^Erode: Green/);

    // The dates, the source and the historical note sit under the map.
    const note = await page.getByTestId('zone-data-note').innerText();
    expect(note).toMatch(/30\/04\/2020 to 21\/05\/2020/);
    expect(note).toMatch(/covid19india/);
    expect(note).toMatch(/Historical data/);
    expect(note).toMatch(/Lakshadweep/);

    // Zoom buttons move the map.
    const layer = page.locator('[data-testid="india-map"] > g');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => layer.getAttribute('transform')).toMatch(/scale\(1\.6/);
    await page.getByRole('button', { name: 'Show all of India' }).click();
    await expect.poll(() => layer.getAttribute('transform')).toMatch(/scale\(1\)/);

    // The state filter highlights Kerala's fourteen districts and dims the rest.
    await pick(page, /^State/, 'Kerala', /^Kerala$/);
    const bright = page.locator('[data-testid="india-map"] path[data-district-id][fill-opacity="0.9"]');
    await expect.poll(() => bright.count()).toBe(14);
    await screenshot(page, 'covid-map-state-en');

    // The district search finds one district and shows its tooltip.
    await pick(page, /Find a district/, 'Ernak', /Ernakulam/);
    await expect.poll(() => bright.count()).toBe(1);
    await expect.poll(() => tooltip(page).innerText()).toMatch(/^Ernakulam: (Red|Orange|Green)/);
    await screenshot(page, 'covid-map-search-en');

    // Spanish: the same map, its labels in Spanish.
    await page.evaluate(() => localStorage.setItem('lng', 'es'));
    await page.reload();
    await expect.poll(() => districts(page).count(), { timeout: 15_000 }).toBe(593);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Distritos por zona' }).count())
      .toBe(1);
    expect(await page.getByTestId('zone-data-note').innerText()).toMatch(/Datos históricos/);
    await page.locator(`[data-district-id="${idOf('Delhi')}"]`).hover();
    await expect.poll(() => tooltip(page).innerText()).toMatch(/^Delhi: Roja/);
    await screenshot(page, 'covid-map-es');
  });
});
