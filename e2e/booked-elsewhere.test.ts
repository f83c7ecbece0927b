import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { bringMapToTop, holdStill, pixelOf } from './support/map.ts';
import { apiAs, approvalLinkFor } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, settled, signIn } from './support/session.ts';

// Issue 24, items 4 and 5 (and the plan map's colours, item 13): a planner meets a site another
// campaign has booked and is told before planning it; Approve Bookings books the rest; the owner's
// approval page shows only the sites sent to it. Every screenshot() also runs expectAccessible (axe).

const { server, browser } = await openJourney(startServer(1500));

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// Far enough ahead that no demo booking overlaps.
const DATES = { start_date: day(200), end_date: day(230) };

interface Site {
  _id: number;
  site_code: string;
  city: string;
  loc: { coordinates: [number, number] };
}

async function campaign(email: string, name: string, cities = ['All']): Promise<string> {
  const { camp } = await apiAs<{ camp: { _id: string } }>(server, email, '/create_campaign', {
    brand: 'Café Andino',
    campaign_name: name,
    ...DATES,
    budget: 1e12,
    states: ['Región Metropolitana de Santiago'],
    cities,
    media_type: 'all',
  });
  return camp._id;
}

async function cordilleraSites(campId: string): Promise<Site[]> {
  const { inventory } = await apiAs<{ inventory: Site[] }>(
    server,
    'planner@plano.test',
    '/fetch_sugg_inventory',
    {
      campId,
      filters: { media_owner: ['Cordillera Outdoor'], availability: 'available' },
      limit: 50,
    },
  );
  return inventory;
}

/** Drags the site to the middle of the map, zooms in until its cluster opens, and clicks it. */
async function openSitePanel(page: Page, site: Site): Promise<void> {
  const [lng, lat] = site.loc.coordinates;
  await bringMapToTop(page);
  const from = await pixelOf(page, lng, lat);
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await holdStill(page);
  await page.mouse.up();
  for (let i = 0; i < 7; i++) {
    await page.locator('.maplibregl-ctrl-zoom-in').click();
    await settled(page);
  }
  await settled(page);
  const at = await pixelOf(page, lng, lat);
  await page.mouse.click(at.x, at.y);
  await expect
    .poll(() => page.getByTestId('site-panel-code').innerText(), { timeout: 10_000 })
    .toBe(site.site_code);
}

describe('a site booked by another campaign for these dates', () => {
  it('the planner is told on the map, in the site panel and before planning; Approve Bookings books the rest', async () => {
    // Another campaign of the agency (the manager's) has booked one site for the same dates.
    const probe = await campaign('planner@plano.test', 'Sondeo');
    const sites = await cordilleraSites(probe);
    const taken = sites[0];
    const free = sites.find((s) => s._id !== taken._id && s.city === taken.city);
    if (!free) throw new Error(`no second Cordillera site in ${taken.city}`);
    const other = await campaign('manager@plano.test', 'Verano Costero');
    await apiAs(server, 'manager@plano.test', '/v2/book_inventory', { campId: other, inv_ids: [taken._id] });
    await apiAs(server, 'manager@plano.test', '/internal_approval', { campId: other, invIds: [taken._id] });
    // The planner's campaign, in the taken site's city only: fewer markers around it.
    const campId = await campaign('planner@plano.test', 'Otoño Costero', [taken.city]);

    const planner = await newPage(browser, server.url);
    await signIn(planner, 'planner@plano.test');
    const answers: { plano_inventory: { _id: number; booked: boolean }[] }[] = [];
    planner.on('response', async (response) => {
      if (response.url().endsWith('/api/v2/fetch_sugg_inventory_map') && response.ok()) {
        answers.push(await response.json());
      }
    });
    await planner.goto(`/admin/sugg_inventory/${campId}`);
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const marker = answers[0].plano_inventory.find((s) => s._id === taken._id);
    expect(marker?.booked).toBe(true);
    // The legend says what each marker colour means, the booked-elsewhere purple included.
    await expect
      .poll(() => planner.getByTestId('map-legend-booked').innerText())
      .toBe('Booked by another campaign');
    await screenshot(planner, 'booked-elsewhere-map'); // and axe on it, as every screenshot

    await openSitePanel(planner, { ...taken });
    await expect
      .poll(() => planner.getByTestId('site-panel-booked-elsewhere').innerText())
      .toMatch(/Booked by another campaign for these dates/);
    await screenshot(planner, 'booked-elsewhere-site-panel');

    // Added to the selection, then Plan: the planner is asked first, the site and campaign named.
    await planner.getByTestId('site-panel-toggle').click();
    await planner.keyboard.press('Escape');
    await planner.getByTestId('plan-button').click();
    const dialog = planner.getByTestId('booked-elsewhere-dialog');
    await expect
      .poll(() => planner.getByTestId('booked-elsewhere-sites').innerText())
      .toMatch(new RegExp(`${taken.site_code}\\s+booked by the campaign Verano Costero for these dates`));
    await screenshot(planner, 'booked-elsewhere-dialog');
    // Nothing was added yet.
    const before = await apiAs<{ booked_inventory: unknown[] }>(
      server,
      'planner@plano.test',
      '/fetch_booked_inventory',
      {
        campId,
      },
    );
    expect(before.booked_inventory).toHaveLength(0);
    await dialog.getByTestId('booked-elsewhere-add').click();
    await planner.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect.poll(() => planner.getByTestId('plan-booked-elsewhere').count()).toBe(1);

    // A free site joins the plan; Send For Approval refuses the booked one by name.
    await apiAs(server, 'planner@plano.test', '/v2/book_inventory', { campId, inv_ids: [free._id] });
    await planner.reload();
    await expect.poll(() => planner.locator('.ag-center-cols-container .ag-row').count()).toBe(2);
    await planner.locator('.ag-header-cell input.ag-checkbox-input').first().check();
    await expect.poll(() => planner.getByTestId('plan-selected').innerText()).toBe('2 sites selected');
    await planner.getByTestId('send-for-approval').click();
    await expect
      .poll(() => planner.getByTestId('plan-error').innerText())
      .toBe(
        `These sites cannot be sent for approval: ${taken.site_code} (booked by the campaign Verano Costero for these dates)`,
      );
    // Nothing changed, so the selection stays.
    await expect.poll(() => planner.getByTestId('plan-selected').innerText()).toBe('2 sites selected');
    await screenshot(planner, 'booked-elsewhere-send-refused');
    await planner.context().close();

    // The approver books both: one is booked, the other is named and stays selected.
    const approver = await newPage(browser, server.url);
    await signIn(approver, 'approver@plano.test');
    await approver.goto(`/admin/booked_inventory/${campId}`);
    await expect.poll(() => approver.locator('.ag-center-cols-container .ag-row').count()).toBe(2);
    await approver.locator('.ag-header-cell input.ag-checkbox-input').first().check();
    await approver.getByTestId('approve-bookings').click();
    await approver.getByTestId('confirm-booking').click();
    await expect
      .poll(() => approver.getByTestId('plan-partial').innerText())
      .toBe(
        `1 site booked. Not booked, still selected: ${taken.site_code} (booked by the campaign Verano Costero for these dates)`,
      );
    await expect.poll(() => approver.getByTestId('plan-selected').innerText()).toBe('1 site selected');
    await expect
      .poll(() => approver.locator('.ag-row-selected', { hasText: taken.site_code }).count())
      .toBeGreaterThan(0);
    // The plan's map: markers coloured by status, with their legend.
    await approver.getByTestId('toggle-plan-map').click();
    await expect
      .poll(() => approver.locator('[data-testid="plan-map"] canvas').count(), { timeout: 20_000 })
      .toBe(1);
    await expect
      .poll(() => approver.getByTestId('plan-map').getByTestId('map-legend').innerText())
      .toMatch(
        /Planned[\s\S]*Awaiting owner[\s\S]*Approved[\s\S]*Refused[\s\S]*Booked[\s\S]*Booked by another campaign/,
      );
    await screenshot(approver, 'booked-elsewhere-partial-booking');
    await approver.context().close();
  });
});

describe('the owner’s approval page', () => {
  it('shows only the sites sent to that owner, and lets only those awaiting it be answered', async () => {
    const campId = await campaign('planner@plano.test', 'Primavera Andina');
    const [sent, afterMail] = await cordilleraSites(campId);
    await apiAs(server, 'planner@plano.test', '/v2/book_inventory', { campId, inv_ids: [sent._id] });
    await apiAs(server, 'planner@plano.test', '/send_inv_approval', { campId, invIds: [sent._id] });
    const link = await approvalLinkFor(server, campId);
    // Planned after the mail: never sent to the owner.
    await apiAs(server, 'planner@plano.test', '/v2/book_inventory', { campId, inv_ids: [afterMail._id] });

    const owner = await newPage(browser, server.url);
    await owner.goto(link);
    await expect
      .poll(() => owner.getByTestId('approval-title').innerText())
      .toBe('Cordillera Outdoor Media Owner');
    await expect.poll(() => owner.locator('.ag-center-cols-container .ag-row').count()).toBe(1);
    expect(await owner.locator('.ag-row', { hasText: afterMail.site_code }).count()).toBe(0);
    const index = await owner
      .locator('.ag-row', { hasText: sent.site_code })
      .first()
      .getAttribute('row-index');
    await owner.locator(`.ag-row[row-index="${index}"] input.ag-checkbox-input`).first().check();
    await owner.getByTestId('owner-approve').click();
    await expect.poll(() => owner.getByTestId('approval-success').innerText()).toBe('1 site approved');
    // Answered, the site shows how it went and can no longer be picked.
    await expect.poll(() => owner.locator('.ag-row', { hasText: 'Approved' }).count()).toBeGreaterThan(0);
    expect(await owner.locator('.ag-row input.ag-checkbox-input').first().isVisible()).toBe(false);
    await screenshot(owner, 'approval-sent-only');
    await owner.context().close();
  });
});
