import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { api, newPage, screenshot, signIn } from './support/session.ts';

// Issue 22: past MAX_MAP_IDS matching sites the map answer carries no `inv_ids`, and Add All, the
// budget bar and Plan work from the selection itself, resolved on the server. The demo holds far
// fewer sites than that limit, so this journey takes the map's real answers and leaves their
// `inv_ids` out, as the server does past the limit: everything after that — the budget, the kept
// selection, the plan — is the real server resolving the selection.

const { server, browser } = await openJourney(startServer(1500));

const words = {
  en: {
    addAll: 'Add All To The Plan',
    matching: 'Every site matching Add All, less those you unticked',
    kept: (n: string) => `Your ${n} selected sites are kept from your last visit`,
    format: 'en',
  },
  es: {
    addAll: 'Agregar todo al plan',
    matching: 'Cada sitio de Agregar todo, menos los que desmarcaste',
    kept: (n: string) => `Se conservan los ${n} sitios que seleccionaste en tu última visita`,
    format: 'es-CL',
  },
} as const;

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const digits = async (page: Page, testId: string) => Number((await text(page, testId)).replace(/\D/g, ''));

/** Bodies the page sends to an API call, as JSON. */
function sentTo(page: Page, call: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api${call}`)) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

describe('Add All past the map id limit', () => {
  it.each(['en', 'es'] as const)(
    '%s: selects the view by its description, asks the budget with it, keeps it, unticks one, and plans exactly the rest',
    async (lng) => {
      const page = await newPage(browser, server.url, lng);
      await signIn(page, 'planner@plano.test');
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      // Dates far ahead: no demo booking overlaps them, so no site is booked elsewhere.
      const { camp } = await api(page, '/create_campaign', {
        brand: 'Banco Austral',
        campaign_name: `Agregar todo ${lng}`,
        start_date: day(300),
        end_date: day(330),
        budget: 1_000_000_000_000,
        states: ['Región Metropolitana de Santiago'],
        cities: ['All'],
        media_type: 'all',
      });
      await page.route('**/api/v2/fetch_sugg_inventory_map', async (route) => {
        const response = await route.fetch();
        const { inv_ids: _listed, ...answer } = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: answer });
      });
      const budgetAsked = sentTo(page, '/get_budget_inv');
      const planSent = sentTo(page, '/v2/book_inventory');

      await page.goto(`/admin/sugg_inventory/${camp._id}`);
      await expect.poll(() => text(page, 'campaign-name')).toBe(camp.name);
      await expect.poll(() => digits(page, 'map-count'), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('map-loading').isVisible(), { timeout: 20_000 }).toBe(false);
      const inView = await digits(page, 'map-count');

      await page.getByRole('switch', { name: words[lng].addAll }).click();
      await expect.poll(() => digits(page, 'selected-count')).toBe(inView);
      expect(await text(page, 'selection-matching')).toBe(words[lng].matching);
      // The budget is asked with the selection, not a list of ids, and shows its figure.
      await expect
        .poll(() => budgetAsked.some((body) => body.selection !== undefined && body.inv_ids === undefined))
        .toBe(true);
      await expect.poll(() => text(page, 'budget-used')).not.toBe('—');
      const selectionSent = budgetAsked.find((body) => body.selection)?.selection as { bounds?: unknown };
      expect(selectionSent.bounds).toBeDefined();
      await screenshot(page, `planning-add-all-selection-${lng}`);

      // Kept through a reload as its description: the server counts it again.
      await page.reload();
      const kept = words[lng].kept(inView.toLocaleString(words[lng].format));
      await expect.poll(() => page.getByText(kept).isVisible(), { timeout: 45_000 }).toBe(true);
      await expect.poll(() => digits(page, 'selected-count')).toBe(inView);
      await screenshot(page, `planning-add-all-kept-${lng}`);

      // In the grid the selection's rows show ticked (others cannot be ticked: they may not match);
      // one unticked leaves it, and goes to the server as exclude_ids.
      await page.getByTestId('toggle-map').click();
      await expect.poll(() => text(page, 'grid-range')).toMatch(/^1–10 /);
      const ticked = page
        .locator('.ag-pinned-left-cols-container .ag-row')
        .filter({ has: page.locator('.ag-selection-checkbox input:checked') })
        .first();
      await expect.poll(() => ticked.count()).toBe(1);
      const unticked = Number(await ticked.getAttribute('row-id'));
      await ticked.locator('.ag-selection-checkbox input').click();
      await expect.poll(() => digits(page, 'selected-count')).toBe(inView - 1);
      await expect
        .poll(() =>
          budgetAsked.some((body) => JSON.stringify(body.exclude_ids) === JSON.stringify([unticked])),
        )
        .toBe(true);
      await screenshot(page, `planning-add-all-grid-${lng}`);

      await page.getByTestId('plan-button').click();
      await page.waitForURL(`**/admin/booked_inventory/${camp._id}`, { timeout: 30_000 });
      expect(planSent).toHaveLength(1);
      expect(planSent[0].inv_ids).toBeUndefined();
      expect(planSent[0].selection).toEqual(selectionSent);
      expect(planSent[0].exclude_ids).toEqual([unticked]);
      const { booked_inventory } = await api(page, '/fetch_booked_inventory', { campId: camp._id });
      expect(booked_inventory).toHaveLength(inView - 1);
      expect(booked_inventory.some((row) => row._id === unticked)).toBe(false);
      expect(booked_inventory.every((row) => row.status === 'planned')).toBe(true);
      await page.context().close();
    },
  );
});
