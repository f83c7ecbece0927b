import type { PlanMapDto } from '@plano/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { clickClusterNearestMiddle } from './support/map.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, settled, signIn } from './support/session.ts';

// Enough sites that the Santiago the map opens on holds more than a screen of markers (decision 0025).
let campId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { server, browser } = await openJourney(startServer(8000));
beforeAll(async () => {
  const planner = 'planner@plano.test';
  const { camp } = await apiAs<{ camp: { _id: string } }>(server, planner, '/create_campaign', {
    brand: 'Café Andino',
    campaign_name: 'Santiago entero',
    start_date: day(200),
    end_date: day(230),
    budget: 1e12,
    states: ['Región Metropolitana de Santiago'],
    cities: ['All'],
    media_type: 'all',
  });
  campId = camp._id;
  // Some sites already in the plan: their clusters wear the green ring.
  const { inventory } = await apiAs<{ inventory: { _id: number }[] }>(
    server,
    planner,
    '/fetch_sugg_inventory',
    {
      campId,
      filters: {},
      limit: 50,
    },
  );
  await apiAs(server, planner, '/v2/book_inventory', { campId, inv_ids: inventory.map((s) => s._id) });
}, 240_000);

interface Cluster {
  lng: number;
  lat: number;
  count: number;
  planned: number;
}
interface Answer {
  plano_inventory: { _id: number }[];
  clusters?: Cluster[];
  total_count: number;
}

const TEXT = {
  en: {
    group: /^Group 1 of \d+ in view: [\d,]+ sites\. Enter zooms in\.$/,
    legend: 'Green ring: part in the plan',
  },
  es: {
    group: /^Grupo 1 de \d+ a la vista: [\d.]+ sitios\. Enter lo acerca\.$/,
    legend: 'Anillo verde: parte en el plan',
  },
} as const;

describe('the planning map past a screen of sites: clusters', () => {
  for (const language of ['en', 'es'] as const) {
    it(`(${language}) shows clusters with their counts, steps through them by keyboard and opens them down to markers`, async () => {
      const page = await newPage(browser, server.url, language);
      await signIn(page, 'planner@plano.test');
      const answers: Answer[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/api/v2/fetch_sugg_inventory_map') || !response.ok()) return;
        const json = (await response.json().catch(() => null)) as Answer | null;
        if (json) answers.push(json);
      });
      const zoomAsked: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v2/fetch_sugg_inventory_map'))
          zoomAsked.push((request.postDataJSON() as { zoom: number }).zoom);
      });
      await page.goto(`/admin/sugg_inventory/${campId}`);
      await expect.poll(() => page.locator('.maplibregl-canvas').isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const first = answers[0];
      // The page sends the map's zoom; so many sites in view come as clusters adding up to the count.
      expect(zoomAsked[0]).toBeGreaterThan(5);
      expect(first.clusters?.length).toBeGreaterThan(1);
      expect(first.plano_inventory).toEqual([]);
      expect(first.clusters?.reduce((sum, c) => sum + c.count, 0)).toBe(first.total_count);
      expect(first.clusters?.some((c) => c.planned > 0)).toBe(true);
      await expect.poll(() => page.getByTestId('map-clustered').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 15_000 }).toBe(false);
      expect(await page.getByTestId('map-legend').innerText()).toContain(TEXT[language].legend);
      await screenshot(page, `planning-clusters-${language}`);

      // The keyboard: N reaches the cluster nearest the centre, read out; Enter zooms into it.
      const zoomOf = async () => Number(await page.getByTestId('inventory-map').getAttribute('data-zoom'));
      const before = await zoomOf();
      await page.locator('.maplibregl-canvas').focus();
      await page.keyboard.press('n');
      await expect.poll(() => page.getByTestId('map-announcement').innerText()).toMatch(TEXT[language].group);
      await expect.poll(() => page.getByTestId('map-key-site').isVisible()).toBe(true);
      await screenshot(page, `planning-clusters-keyboard-${language}`);
      const asked = answers.length;
      await page.keyboard.press('Enter');
      await expect.poll(zoomOf, { timeout: 10_000 }).toBeGreaterThan(before);
      await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(asked);

      // Click into the cluster nearest the middle until the sites come one by one.
      for (let i = 0; i < 8 && answers[answers.length - 1].clusters; i++) {
        await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 15_000 }).toBe(false);
        await settled(page);
        const last = answers[answers.length - 1];
        if (!last.clusters) break;
        const count = answers.length;
        const zoom = await clickClusterNearestMiddle(page, last.clusters);
        await expect.poll(zoomOf, { timeout: 10_000 }).toBeGreaterThan(zoom);
        await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(count);
      }
      const markers = answers[answers.length - 1];
      expect(markers.clusters).toBeUndefined();
      expect(markers.plano_inventory.length).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('map-clustered').isVisible()).toBe(false);
      await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 15_000 }).toBe(false);
      await screenshot(page, `planning-clusters-markers-${language}`);
      await page.context().close();
    });
  }
});

type PlanMapAnswer = PlanMapDto;

const PLAN_TEXT = {
  en: {
    inView: /^[\d,]+ sites of the plan in view$/,
    clustered: 'Too many to show one by one',
    byStatus: /^By status: (Awaiting owner|Planned) [\d,]+(, (Awaiting owner|Planned) [\d,]+)?$/,
  },
  es: {
    inView: /^[\d.]+ sitios del plan a la vista$/,
    clustered: 'Demasiados para mostrarlos uno a uno',
    byStatus: /^Por estado: (En consulta|Planificado) [\d.]+(, (En consulta|Planificado) [\d.]+)?$/,
  },
} as const;

describe("Book Inventory's map of a plan bigger than a screen: clusters (decision 0043)", () => {
  let planId: string;
  let sent: number[];
  beforeAll(async () => {
    const planner = 'planner@plano.test';
    const { camp } = await apiAs<{ camp: { _id: string } }>(server, planner, '/create_campaign', {
      brand: 'Café Andino',
      campaign_name: 'Todo Santiago en el plan',
      start_date: day(240),
      end_date: day(260),
      budget: 1e12,
      states: ['Región Metropolitana de Santiago'],
      cities: ['All'],
      media_type: 'all',
    });
    planId = camp._id;
    // "Add All" over the region: every site of Santiago in the plan.
    const { added } = await apiAs<{ added: number }>(server, planner, '/v2/book_inventory', {
      campId: planId,
      selection: { filters: {} },
      addBookedElsewhere: true,
    });
    expect(added).toBeGreaterThan(1500);
    // Two sites in three sent to their owners: the clusters say where the plan stands.
    const { ids } = await apiAs<{ ids: number[] }>(server, planner, '/fetch_plan_site_ids', {
      campId: planId,
    });
    sent = ids.filter((id) => id % 3 !== 0);
    await apiAs(server, planner, '/send_inv_approval', { campId: planId, invIds: sent });
  }, 120_000);

  for (const language of ['en', 'es'] as const) {
    it(`(${language}) draws the plan as clusters, asks for each view, and opens a cluster down to its sites`, async () => {
      const page = await newPage(browser, server.url, language);
      await signIn(page, 'approver@plano.test');
      const answers: PlanMapAnswer[] = [];
      const asked: { zoom?: number; bounds?: unknown }[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/fetch_plan_map')) asked.push(request.postDataJSON());
      });
      page.on('response', async (response) => {
        if (!response.url().endsWith('/api/fetch_plan_map') || !response.ok()) return;
        const json = (await response.json().catch(() => null)) as PlanMapAnswer | null;
        if (json) answers.push(json);
      });
      await page.goto(`/admin/booked_inventory/${planId}`);
      await page.getByTestId('toggle-plan-map').click();
      await expect
        .poll(() => page.locator('[data-testid="plan-map"] canvas').count(), { timeout: 20_000 })
        .toBe(1);
      // The whole plan first (clusters on its own box), then the view the map opened on.
      await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(1);
      expect(asked[0].bounds).toBeUndefined();
      expect(asked[1].zoom).toBeGreaterThan(5);
      const whole = answers[0];
      expect(whole.sites).toBeNull();
      expect(whole.clusters?.reduce((sum, c) => sum + c.count, 0)).toBe(whole.total_count);
      expect(whole.clusters?.reduce((sum, c) => sum + c.statuses.pending, 0)).toBe(sent.length);
      expect(whole.clusters?.every((c) => c.statuses.pending + c.statuses.planned === c.count)).toBe(true);
      await expect
        .poll(() => page.getByTestId('plan-map-in-view').innerText())
        .toMatch(PLAN_TEXT[language].inView);
      await expect
        .poll(() => page.getByTestId('plan-map-clustered').innerText())
        .toContain(PLAN_TEXT[language].clustered);
      await expect
        .poll(() => page.getByTestId('plan-map-loading').isVisible(), { timeout: 15_000 })
        .toBe(false);
      await screenshot(page, `plan-map-clusters-${language}`);
      // By keyboard a cluster says its sites by status, which its colour shows to the eye.
      await page.locator('[data-testid="plan-map"] canvas').focus();
      await page.keyboard.press('n');
      await expect
        .poll(() => page.getByTestId('map-key-cluster-label').innerText())
        .toMatch(PLAN_TEXT[language].byStatus);
      await expect
        .poll(() => page.getByTestId('map-announcement').innerText())
        .toContain(await page.getByTestId('map-key-cluster-label').innerText());
      await screenshot(page, `plan-map-cluster-key-${language}`);
      await page.keyboard.press('Escape');

      // Click into the cluster nearest the middle until the plan's sites come one by one (the map
      // scrolled into sight first: in Spanish the page's header is taller and pushes it down).
      await page.getByTestId('plan-map').scrollIntoViewIfNeeded();
      const zoomOf = async () => Number(await page.getByTestId('inventory-map').getAttribute('data-zoom'));
      for (let i = 0; i < 8 && answers[answers.length - 1].clusters; i++) {
        await expect
          .poll(() => page.getByTestId('plan-map-loading').isVisible(), { timeout: 15_000 })
          .toBe(false);
        await settled(page);
        const last = answers[answers.length - 1];
        if (!last.clusters) break;
        const count = answers.length;
        const zoom = await clickClusterNearestMiddle(page, last.clusters);
        await expect.poll(zoomOf, { timeout: 10_000 }).toBeGreaterThan(zoom);
        await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(count);
      }
      const markers = answers[answers.length - 1];
      expect(markers.clusters).toBeNull();
      expect(markers.sites?.length).toBeGreaterThan(0);
      expect(markers.sites?.every((s) => s.status === (sent.includes(s._id) ? 'pending' : 'planned'))).toBe(
        true,
      );
      await expect.poll(() => page.getByTestId('plan-map-clustered').isVisible()).toBe(false);
      await expect
        .poll(() => page.getByTestId('plan-map-loading').isVisible(), { timeout: 15_000 })
        .toBe(false);
      await screenshot(page, `plan-map-markers-${language}`);
      await page.context().close();
    });
  }
});
