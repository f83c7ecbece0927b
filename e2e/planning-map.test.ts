import { COST_COLUMNS } from '@plano/core';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { bringMapToTop, holdStill, pixelOf } from './support/map.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, settled, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(2000));

interface MapSite {
  _id: number;
  site_code: string;
  lat: number;
  lng: number;
}
interface MapBody {
  bounds?: { ne: { lat: number; lng: number }; sw: { lat: number; lng: number } };
  include_nearby?: boolean;
}

/** A call of the signed-in page, with the token it keeps in localStorage. */
function callApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const token = localStorage.getItem('token');
      const response = await fetch(`/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      });
      return response.json();
    },
    [path, body] as const,
  );
}

/** The pending demo campaign with the most sites to plan. */
async function busiestPendingCampaign(page: Page): Promise<string> {
  const { camps } = await callApi<{ camps: { _id: string }[] }>(page, '/fetch_campaigns', {
    type: 'pending',
  });
  let best = { id: '', count: -1 };
  for (const camp of camps) {
    const map = await callApi<{ total_count: number }>(page, '/v2/fetch_sugg_inventory_map', {
      campId: camp._id,
      filters: {},
    });
    if (map.total_count > best.count) best = { id: camp._id, count: map.total_count };
  }
  expect(best.count).toBeGreaterThan(0);
  return best.id;
}

/** A call for a real viewport. */
const inView = (body: MapBody) => !!body.bounds && body.bounds.ne.lat > body.bounds.sw.lat;

/** Every map call the page makes, and every call of the places (issue 22: once per campaign). */
const mapRequests = (page: Page) => {
  const seen: MapBody[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/v2/fetch_sugg_inventory_map'))
      seen.push(request.postDataJSON() as MapBody);
  });
  return seen;
};
const placesRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/fetch_nearby_places')) seen.push(request.url());
  });
  return seen;
};

const TEXT = {
  en: {
    dataLayers: 'Data Layers',
    footfall: 'Footfall',
    add: 'Add to Plan',
    remove: 'Remove from Plan',
    owner: 'Media owner',
    selected: /1 selected/,
    addAll: 'Add All To The Plan',
    ages: 'Age segmentation',
    status: 'Status',
    bookedTitle: 'Booked campaigns',
    bookedRows: /Start[\s\S]*End[\s\S]*States[\s\S]*Cities[\s\S]*Media types/i,
    zoomIn: 'Zoom in',
    // Numbers as the reader writes them: '2,161' and '50.9%' in English…
    locale: 'en-US',
    percent: /^\d{1,3}(\.\d)?%$/,
  },
  es: {
    dataLayers: 'Capas de datos',
    footfall: 'Afluencia de público',
    add: 'Agregar al plan',
    remove: 'Quitar del plan',
    owner: 'Proveedor de medios',
    selected: /1 seleccionado$/,
    addAll: 'Agregar todo al plan',
    ages: 'Segmentación por edad',
    status: 'Estado',
    bookedTitle: 'Campañas reservadas',
    bookedRows: /Inicio[\s\S]*Término[\s\S]*Regiones[\s\S]*Comunas[\s\S]*Tipos de medio/i,
    zoomIn: 'Acercar',
    // …'2.161' and '50,9%' in Spanish (Chile's grouping, not bare 'es', which writes 2161).
    locale: 'es-CL',
    percent: /^\d{1,3}(,\d)?%$/,
  },
} as const;

describe('the planning map', () => {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];

    it(`(${language}) shows the campaign's sites, refetches on pan, opens a site and draws data layers`, async () => {
      const page = await newPage(browser, server.url, language);
      await signIn(page, 'planner@plano.test');
      const campId = await busiestPendingCampaign(page);
      const requests = mapRequests(page);
      const placeCalls = placesRequests(page);
      const responses: { body: MapBody; sites: MapSite[]; total: number; places: boolean }[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/api/v2/fetch_sugg_inventory_map') || !response.ok()) return;
        const json = (await response.json().catch(() => null)) as {
          plano_inventory: MapSite[];
          total_count: number;
          nearby?: unknown[];
        };
        if (json) {
          responses.push({
            body: response.request().postDataJSON() as MapBody,
            sites: json.plano_inventory,
            total: json.total_count,
            places: 'nearby' in json,
          });
        }
      });

      // The site panel's answer, to check it carries no media owner's cost (issue 23).
      const details: string[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('/api/v2/fetch_site_details'))
          details.push(await response.text().catch(() => ''));
      });

      await page.goto(`/admin/sugg_inventory/${campId}`);
      await expect.poll(() => page.locator('.maplibregl-canvas').isVisible(), { timeout: 20_000 }).toBe(true);
      // Issue 22: one map call on opening, for the viewport the map shows (centred on the campaign's
      // densest sites), without the places, which come once from their own call.
      await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const count = async () => Number((await page.getByTestId('map-count').innerText()).replace(/\D/g, ''));
      await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('map-loading').isVisible()).toBe(false);
      await settled(page);
      // An absence shows only over time: the map asks 300 ms after its view stops moving, so a
      // second call would have left within this window.
      await page.waitForTimeout(500);
      expect(requests).toHaveLength(1);
      expect(inView(requests[0])).toBe(true);
      expect(requests[0].include_nearby).toBe(false);
      expect(placeCalls).toHaveLength(1);
      await screenshot(page, `planning-map-${language}`);
      // It opens on the campaign's densest place in the part of the map the planner sees: above
      // the sticky selection bar, which covers the foot of the 800 px map on this desktop.
      const { centre } = await callApi<{ centre: [number, number] | null }>(page, '/fetch_planning_centre', {
        campId,
      });
      if (!centre) throw new Error('the campaign has sites, so a centre');
      const densest = await pixelOf(page, centre[0], centre[1]);
      const canvasBox = await page.locator('.maplibregl-canvas').boundingBox();
      const barBox = await page.getByTestId('selection-bar').boundingBox();
      if (!canvasBox || !barBox) throw new Error('no map canvas or selection bar');
      expect(barBox.y).toBeLessThan(canvasBox.y + canvasBox.height);
      expect(densest.y).toBeGreaterThan(canvasBox.y + 40);
      expect(densest.y).toBeLessThan(barBox.y - 40);
      const total = responses[responses.length - 1]?.total ?? 0;
      await expect
        .poll(() => page.getByTestId('map-count').innerText())
        .toBe(new Intl.NumberFormat(text.locale).format(total));
      // MapLibre's own buttons speak the reader's language too.
      expect(await page.locator('.maplibregl-ctrl-zoom-in').getAttribute('aria-label')).toBe(text.zoomIn);

      // Drag the map: once it settles, the new visible area is fetched.
      await expect.poll(() => responses.some((r) => inView(r.body)), { timeout: 15_000 }).toBe(true);
      const bounded = responses.filter((r) => inView(r.body));
      const before = bounded[bounded.length - 1];
      // A site other campaigns have booked, when one is in view: its panel also has the Status button.
      const booked = await callApi<{ inventory: { _id: number; booked_camps: { name: string }[] }[] }>(
        page,
        '/fetch_sugg_inventory',
        { campId, filters: { availability: 'booked' }, limit: 50 },
      );
      const bookedIds = new Map(booked.inventory.map((s) => [s._id, s.booked_camps]));
      const target =
        before.sites.find((s) => bookedIds.get(s._id)?.length) ??
        before.sites[Math.floor(before.sites.length / 2)];
      const targetCamps = bookedIds.get(target._id) ?? [];
      await bringMapToTop(page);
      const from = await pixelOf(page, target.lng, target.lat);
      const box = await page.locator('.maplibregl-canvas').boundingBox();
      if (!box) throw new Error('no map canvas');
      const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const asked = requests.length;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await holdStill(page); // still, so the drag ends without inertia
      await page.mouse.up();
      await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(asked);
      const panned = requests[requests.length - 1].bounds;
      expect(panned).toBeDefined();
      expect(panned).not.toEqual(before.body.bounds);
      // No pan carries the places again; they were asked for once.
      await expect.poll(() => responses.length).toBe(requests.length);
      expect(responses.filter((r) => r.places)).toEqual([]);
      expect(placeCalls).toHaveLength(1);

      // Zoom in on the chosen site until its cluster has opened, then click it.
      const zoomIn = page.locator('.maplibregl-ctrl-zoom-in');
      for (let i = 0; i < 6; i++) {
        await zoomIn.click();
        await settled(page);
      }
      await expect
        .poll(async () => Number(await page.getByTestId('inventory-map').getAttribute('data-zoom')))
        .toBeGreaterThan(15.9);
      await settled(page);
      const at = await pixelOf(page, target.lng, target.lat);
      await page.mouse.click(at.x, at.y);
      const panel = page.getByRole('dialog').filter({ has: page.getByTestId('site-code') });
      await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('site-code').innerText()).toBe(target.site_code);
      await expect.poll(() => page.getByTestId('site-owner').innerText()).not.toBe('');
      expect(await panel.getByText(text.owner).isVisible()).toBe(true);
      expect(await panel.getByText(text.ages).isVisible()).toBe(true);
      expect(await page.getByTestId('site-male').innerText()).toMatch(text.percent);
      await expect.poll(() => page.getByTestId('age-donut').locator('svg path').count()).toBeGreaterThan(3);
      await page.getByRole('tab', { name: '1000 m' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: '1000 m' }).getAttribute('aria-selected'))
        .toBe('true');
      await screenshot(page, `planning-map-site-panel-${language}`);
      // The panel shows the sell price; the answer behind it names no cost of the media owner.
      await expect.poll(() => page.getByTestId('site-price').innerText()).toMatch(/\d/);
      await expect.poll(() => details.length).toBeGreaterThan(0);
      const costKey = new RegExp(`"(${COST_COLUMNS.join('|')})"\\s*:`);
      expect(details.filter((body) => costKey.test(body))).toEqual([]);
      expect(details.every((body) => body.includes('"sell_price_1"'))).toBe(true);
      if (targetCamps.length > 0) {
        await panel.getByRole('button', { name: text.status }).click();
        const dialog = page.getByRole('dialog', { name: text.bookedTitle });
        await expect.poll(() => dialog.getByText(targetCamps[0].name).isVisible()).toBe(true);
        expect(await dialog.innerText()).toMatch(text.bookedRows);
        await screenshot(page, `planning-map-booked-camps-${language}`);
        await dialog.getByRole('button').first().click();
        await expect.poll(() => dialog.isVisible()).toBe(false);
      }

      // Add to Plan puts the site in the page's selection; the button turns into Remove from Plan.
      await panel.getByRole('button', { name: text.add }).click();
      await expect.poll(() => panel.getByRole('button', { name: text.remove }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(text.selected).first().isVisible()).toBe(true);
      await panel.getByRole('button', { name: text.remove }).click();
      await expect.poll(() => panel.getByRole('button', { name: text.add }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);

      // Data Layers: a dark map, a layer chooser and the Footfall heat layer with its legend.
      await page.getByRole('switch', { name: text.dataLayers }).click();
      await expect.poll(() => page.getByTestId('map-layer-chooser').isVisible()).toBe(true);
      await page.getByTestId('map-layer-chooser').getByText(text.footfall, { exact: true }).click();
      await expect.poll(() => page.getByTestId('map-legend').innerText()).toContain(text.footfall);
      expect(await page.getByTestId('map-legend').innerText()).toMatch(
        // The legend's ticks in the reader's numbers: 0.2 in English, 0,2 in Spanish.
        language === 'es' ? /0,2[\s\S]*0,4[\s\S]*0,6[\s\S]*0,8/ : /0\.2[\s\S]*0\.4[\s\S]*0\.6[\s\S]*0\.8/,
      );
      // Back out to the campaign's area, so the heat shows the whole city.
      for (let i = 0; i < 5; i++) {
        await page.locator('.maplibregl-ctrl-zoom-out').click();
        await settled(page);
      }
      await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 10_000 }).toBe(false);
      await screenshot(page, `planning-map-footfall-${language}`);
      await page.context().close();
    });
  }

  it('Add All To The Plan selects every site of the last fetch, off clears them; an empty area says so', async () => {
    const page = await newPage(browser, server.url, 'en');
    await signIn(page, 'planner@plano.test');
    const campId = await busiestPendingCampaign(page);
    let lastIds: number[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/v2/fetch_sugg_inventory_map') || !response.ok()) return;
      const json = (await response.json().catch(() => null)) as { inv_ids: number[] } | null;
      if (json && inView(response.request().postDataJSON() as MapBody)) lastIds = json.inv_ids;
    });
    await page.goto(`/admin/sugg_inventory/${campId}`);
    await expect.poll(() => page.locator('.maplibregl-canvas').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => lastIds.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 15_000 }).toBe(false);
    await page.getByRole('switch', { name: 'Add All To The Plan' }).click();
    await expect
      .poll(() =>
        page
          .getByText(`${lastIds.length.toLocaleString('en')} selected`)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'planning-map-add-all');
    await page.getByRole('switch', { name: 'Add All To The Plan' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/\d+ selected/)
          .first()
          .isVisible(),
      )
      .toBe(false);

    // Out over the Pacific there is nothing to plan: the empty message of SPEC §2 shows.
    for (let i = 0; i < 3; i++) {
      await page.locator('.maplibregl-ctrl-zoom-out').click();
      await settled(page);
    }
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('no map canvas');
    await page.mouse.move(box.x + 100, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 600, box.y + 300, { steps: 10 });
    await page.mouse.move(box.x + 1000, box.y + 300, { steps: 10 });
    await holdStill(page);
    await page.mouse.up();
    await expect
      .poll(() => page.getByTestId('map-empty').innerText(), { timeout: 15_000 })
      .toBe(
        'No Inventory Found for these parameters or You might have already added all the inventory to the Plan',
      );
    await expect.poll(() => page.getByTestId('map-count').innerText()).toBe('0');
    await screenshot(page, 'planning-map-empty');

    // A drag let go over the sticky selection bar (off the map) ends there: the map settles at once,
    // and a later move of the mouse, its button up, leaves it where it is.
    await bringMapToTop(page);
    const map = page.getByTestId('inventory-map');
    const canvas = await page.locator('.maplibregl-canvas').boundingBox();
    const bar = await page.getByTestId('selection-bar').boundingBox();
    if (!canvas || !bar) throw new Error('no map canvas or selection bar');
    expect(bar.y).toBeLessThan(canvas.y + canvas.height);
    // Right of the empty-area card (centred near the top), below the legend's height.
    const start = { x: canvas.x + canvas.width * 0.8, y: canvas.y + 250 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, bar.y + bar.height / 2, { steps: 10 });
    await holdStill(page);
    await page.mouse.up();
    await settled(page);
    const stoppedAt = await map.getAttribute('data-center');
    await page.mouse.move(start.x + 200, start.y + 50, { steps: 5 });
    await settled(page);
    expect(await map.getAttribute('data-center')).toBe(stoppedAt);
    await page.context().close();
  });
});
