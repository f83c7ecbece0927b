import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs, approvalLinkFor, plannedCampaign } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { DESKTOP, newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(1500));

/** Ticks the row checkboxes of the first `count` plan rows whose status badge reads `status`. */
async function selectRowsWithStatus(page: Page, status: RegExp, count: number): Promise<void> {
  const rows = page.locator('.ag-pinned-left-cols-container .ag-row', { hasText: status });
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(count);
  for (let i = 0; i < count; i++) {
    const index = await rows.nth(i).getAttribute('row-index');
    await page.locator(`.ag-row[row-index="${index}"] input.ag-checkbox-input`).first().check();
  }
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('booking a plan through its media owner', () => {
  it('planner sends, owner approves three and refuses one by link, approver books', async () => {
    const campId = await plannedCampaign(server, 'Invierno Cordillera');
    const planner = await newPage(browser, server.url);
    await signIn(planner, 'planner@plano.test');
    await planner.goto(`/admin/booked_inventory/${campId}`);
    await expect.poll(() => planner.locator('.ag-center-cols-container .ag-row').count()).toBe(4);
    // No audit tool or digital-screen platform on this server: said in words, not only a disabled button.
    await expect
      .poll(() => text(planner, 'audit-not-configured'))
      .toBe('The audit tool is not configured on this server');
    expect(await text(planner, 'digital-not-configured')).toBe(
      'The digital-screen platform is not configured on this server',
    );
    expect(await planner.getByTestId('sync-audit').getAttribute('aria-describedby')).toBe(
      'audit-not-configured',
    );
    await selectRowsWithStatus(planner, /Planned/, 4);
    await expect.poll(() => text(planner, 'plan-selected')).toBe('4 sites selected');
    await screenshot(planner, 'bookings-selected');
    await planner.getByTestId('send-for-approval').click();
    await expect.poll(() => text(planner, 'plan-success')).toMatch(/4 sites sent/);
    await expect
      .poll(() => planner.locator('.ag-row', { hasText: 'Awaiting owner' }).count())
      .toBeGreaterThan(0);
    await screenshot(planner, 'bookings-sent');

    // The media owner opens the link from the mail, with no account and no sign-in.
    const link = await approvalLinkFor(server, campId);
    const owner = await newPage(browser, server.url);
    await owner.goto(link);
    await expect.poll(() => text(owner, 'approval-title')).toBe('Cordillera Outdoor Media Owner');
    await expect.poll(() => text(owner, 'approval-question')).toMatch(/Invierno Cordillera/);
    await selectRowsWithStatus(owner, /Awaiting owner/, 4);
    await owner
      .locator('.ag-center-cols-container .ag-row')
      .first()
      .locator('input.ag-checkbox-input')
      .count();
    // Approve three, refuse the fourth.
    const last = await owner.locator('.ag-center-cols-container .ag-row').nth(3).getAttribute('row-index');
    await owner.locator(`.ag-row[row-index="${last}"] input.ag-checkbox-input`).first().uncheck();
    await owner.getByTestId('owner-approve').click();
    await expect.poll(() => text(owner, 'approval-success')).toBe('3 sites approved');
    // Every site still awaiting an answer, whatever page it is on (decision 0044): the fourth.
    await expect
      .poll(() => text(owner, 'approval-select-pending'))
      .toBe('Select the 1 site awaiting your answer');
    await owner.getByTestId('approval-select-pending').click();
    await expect
      .poll(() => text(owner, 'approval-all-pending'))
      .toBe('The 1 site awaiting your answer is selected');
    await expect.poll(() => text(owner, 'approval-selected')).toBe('1 site selected');
    await expect
      .poll(() => owner.locator('.ag-row-selected', { hasText: 'Awaiting owner' }).count())
      .toBeGreaterThan(0);
    await owner.getByTestId('owner-disapprove').click();
    await expect.poll(() => text(owner, 'approval-success')).toBe('1 site refused');
    await screenshot(owner, 'approval-owner-en');

    // The approver tries the refused site too: 409 names it, nothing is booked.
    // In Santiago: the history's times are the reader's clock, its zone named, never UTC's.
    const approver = await newPage(browser, server.url, 'en', DESKTOP, { timezoneId: 'America/Santiago' });
    await signIn(approver, 'approver@plano.test');
    await approver.goto(`/admin/booked_inventory/${campId}`);
    await selectRowsWithStatus(approver, /Refused/, 1);
    await approver.getByTestId('approve-bookings').click();
    await approver.getByTestId('confirm-booking').click();
    await expect.poll(() => text(approver, 'plan-error')).toMatch(/cannot be booked: .* \(Refused\)/);
    await screenshot(approver, 'bookings-refused-error');
    // Nothing changed, so the refused site stays selected; with the three approved ones, Approve
    // Bookings books those three and names the one it could not book, still selected.
    await expect.poll(() => text(approver, 'plan-selected')).toBe('1 site selected');
    await selectRowsWithStatus(approver, /Approved/, 3);
    await approver.getByTestId('approve-bookings').click();
    await expect.poll(() => approver.getByRole('dialog').innerText()).toMatch(/Invierno Cordillera/);
    await screenshot(approver, 'bookings-confirm');
    await approver.getByTestId('confirm-booking').click();
    await expect
      .poll(() => text(approver, 'plan-partial'))
      .toMatch(/^3 sites booked\. Not booked, still selected: .* \(Refused\)$/);
    await expect.poll(() => text(approver, 'plan-selected')).toBe('1 site selected');
    await expect
      .poll(() => approver.locator('.ag-row', { hasText: 'Matías Fuentes' }).count())
      .toBeGreaterThan(0);
    // The plan on the offline map, the selection highlighted there too.
    await approver.getByTestId('toggle-plan-map').click();
    await expect
      .poll(() => approver.locator('[data-testid="plan-map"] canvas').count(), { timeout: 20_000 })
      .toBe(1);
    await screenshot(approver, 'bookings-map');
    await approver.getByTestId('open-history').click();
    await expect
      .poll(() => approver.getByTestId('plan-history').innerText())
      .toMatch(/Cordillera Outdoor \(media owner\)/);
    const history = await approver.getByTestId('plan-history').innerText();
    expect(history).toMatch(/\d:\d\d [AP]M GMT-[34]/);
    expect(history).not.toMatch(/UTC/);
    await screenshot(approver, 'bookings-history');
    await approver.keyboard.press('Escape');

    // The campaign is listed under Booked.
    await approver.goto('/admin/campaigns');
    await approver.getByTestId('tab-booked').click();
    await expect
      .poll(() => approver.locator('.ag-row', { hasText: 'Invierno Cordillera' }).count())
      .toBeGreaterThan(0);
    for (const page of [planner, owner, approver]) await page.context().close();
  });

  it('a viewer sees the permissions text; a bad, short or missing link says so; the open page speaks Spanish', async () => {
    const campId = await plannedCampaign(server, 'Otoño Cordillera');
    const viewer = await newPage(browser, server.url);
    await signIn(viewer, 'viewer@plano.test');
    await viewer.goto(`/admin/booked_inventory/${campId}`);
    await selectRowsWithStatus(viewer, /Planned/, 1);
    await expect
      .poll(() => text(viewer, 'plan-no-permission'))
      .toBe('You do not have required permissions for Approval or Removal of Inventory');
    await screenshot(viewer, 'bookings-viewer');
    await viewer.context().close();

    await apiAs(server, 'planner@plano.test', '/send_inv_approval', {
      campId,
      invIds: (
        await apiAs<{ booked_inventory: { _id: number }[] }>(
          server,
          'planner@plano.test',
          '/fetch_booked_inventory',
          { campId },
        )
      ).booked_inventory.map((r) => r._id),
    });
    const link = await approvalLinkFor(server, campId);
    const spanish = await newPage(browser, server.url, 'es');
    await spanish.goto(link);
    await expect.poll(() => text(spanish, 'approval-title')).toBe('Cordillera Outdoor, proveedor de medios');
    await expect.poll(() => text(spanish, 'approval-question')).toMatch(/confirma la reserva/);
    await screenshot(spanish, 'approval-owner-es');
    await spanish.goto(link.replace(/token=[^&]+/, 'token=forged.token.value'));
    await expect.poll(() => text(spanish, 'approval-link-error')).toMatch(/no es válido o ha vencido/);
    await screenshot(spanish, 'approval-bad-link-es');

    // Issue 21: a token cut short or left out of the link is a bad link too, in either language,
    // never the raw field message ("Too small: expected string…"); so is a campaign id cut short.
    const english = await newPage(browser, server.url);
    const linkWith = (token: string | null, campaign = campId) => {
      const url = new URL(link.replace(campId, campaign), server.url);
      if (token === null) url.searchParams.delete('token');
      else url.searchParams.set('token', token);
      return `${url.pathname}${url.search}`;
    };
    const pages = [
      { page: english, lng: 'en', title: 'This approval link is invalid or has expired' },
      { page: spanish, lng: 'es', title: 'Este enlace de aprobación no es válido o ha vencido' },
    ];
    for (const { page, lng, title } of pages) {
      for (const [kind, url] of [
        ['short', linkWith('abc')],
        ['missing', linkWith(null)],
        ['cut-campaign', linkWith(new URL(link, server.url).searchParams.get('token'), campId.slice(0, 8))],
      ] as const) {
        await page.goto(url);
        await expect.poll(() => page.getByTestId('approval-link-error').isVisible()).toBe(true);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
        expect(await text(page, 'approval-link-error')).not.toMatch(/too small|expected string|characters/i);
        await screenshot(page, `approval-bad-link-${kind}-${lng}`);
      }
    }
    await english.context().close();
    await spanish.context().close();
  });
});

describe('Book Inventory keeps up and asks (issue 24, items 6 and 7)', () => {
  it('follows the owner’s decision without a reload; the bell’s alert leads to the campaign; Remove Sites asks', async () => {
    const campId = await plannedCampaign(server, 'Verano Cordillera');
    const planner = await newPage(browser, server.url);
    await signIn(planner, 'planner@plano.test');
    await planner.goto(`/admin/booked_inventory/${campId}`);
    await expect.poll(() => planner.locator('.ag-center-cols-container .ag-row').count()).toBe(4);
    await selectRowsWithStatus(planner, /Planned/, 4);
    await planner.getByTestId('send-for-approval').click();
    await expect.poll(() => text(planner, 'plan-success')).toMatch(/4 sites sent/);
    const withStatus = (page: Page, status: RegExp) =>
      page.locator('.ag-pinned-left-cols-container .ag-row', { hasText: status }).count();
    await expect.poll(() => withStatus(planner, /Awaiting owner/)).toBe(4);
    // A mark a reload would wipe: the page must change under it, not be loaded again.
    await planner.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });

    // The media owner approves two sites: the call the approval page makes, with the mailed link.
    const link = new URL(await approvalLinkFor(server, campId), server.url);
    const [, , , userId] = link.pathname.split('/');
    const { booked_inventory } = await apiAs<{ booked_inventory: { _id: number }[] }>(
      server,
      'planner@plano.test',
      '/fetch_booked_inventory',
      { campId },
    );
    const decided = await fetch(`${server.url}/api/approve_inventory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        campId,
        userId,
        token: link.searchParams.get('token'),
        approval: 'approve',
        invIds: booked_inventory.slice(0, 2).map((r) => r._id),
      }),
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    await expect.poll(() => withStatus(planner, /Approved/), { timeout: 15_000 }).toBe(2);
    expect(await withStatus(planner, /Awaiting owner/)).toBe(2);
    expect(await planner.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await screenshot(planner, 'bookings-live-approved-en');

    // Elsewhere in the app, the bell's alert is a link to the campaign, reached with the keyboard.
    await planner.getByRole('link', { name: 'Campaigns', exact: true }).first().click();
    await planner.waitForURL('**/admin/campaigns');
    // Unread alerts: this one and any the journeys before left for the planner.
    await expect
      .poll(async () => Number(await planner.getByTestId('bell-count').innerText()))
      .toBeGreaterThan(0);
    await planner.getByTestId('bell').click();
    const alert = planner.getByTestId('bell-alert').first();
    await expect
      .poll(() => alert.innerText())
      .toMatch(/Cordillera Outdoor approved 2 sites of Verano Cordillera/);
    expect(await alert.getAttribute('href')).toBe(`/admin/booked_inventory/${campId}`);
    const focusedAlert = () =>
      planner.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'bell-alert');
    for (let tab = 0; tab < 5 && !(await focusedAlert()); tab++) await planner.keyboard.press('Tab');
    expect(await focusedAlert()).toBe(true);
    await screenshot(planner, 'bookings-bell-link-en');
    await planner.keyboard.press('Enter');
    await planner.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect.poll(() => withStatus(planner, /Approved/)).toBe(2);
    await planner.context().close();

    // Remove Sites asks, naming the count; No keeps them, Yes removes them.
    const approver = await newPage(browser, server.url);
    await signIn(approver, 'approver@plano.test');
    await approver.goto(`/admin/booked_inventory/${campId}`);
    await selectRowsWithStatus(approver, /Awaiting owner/, 2);
    await approver.getByTestId('remove-sites').click();
    await expect
      .poll(() => text(approver, 'remove-sites-text'))
      .toBe(
        'Remove 2 sites from the plan of Verano Cordillera? Their bookings and approval requests go with them.',
      );
    expect(await text(approver, 'remove-sites-yes')).toBe('Remove 2 sites');
    await screenshot(approver, 'bookings-remove-confirm-en');
    await approver.getByTestId('remove-sites-no').click();
    await expect.poll(() => approver.getByTestId('remove-sites-text').count()).toBe(0);
    expect(await approver.locator('.ag-center-cols-container .ag-row').count()).toBe(4);
    await approver.getByTestId('remove-sites').click();
    await approver.getByTestId('remove-sites-yes').click();
    await expect.poll(() => text(approver, 'plan-success')).toBe('2 sites removed from the plan');
    await expect.poll(() => approver.locator('.ag-center-cols-container .ag-row').count()).toBe(2);
    await approver.context().close();

    // In Spanish, and in the singular.
    const spanish = await newPage(browser, server.url, 'es');
    await signIn(spanish, 'approver@plano.test');
    await spanish.goto(`/admin/booked_inventory/${campId}`);
    await expect.poll(() => spanish.locator('.ag-center-cols-container .ag-row').count()).toBe(2);
    await spanish.locator('.ag-row[row-index="0"] input.ag-checkbox-input').first().check();
    await spanish.getByTestId('remove-sites').click();
    await expect
      .poll(() => text(spanish, 'remove-sites-text'))
      .toBe(
        '¿Quitar 1 sitio del plan de Verano Cordillera? Su reserva o solicitud de aprobación se pierde con él.',
      );
    expect(await text(spanish, 'remove-sites-yes')).toBe('Quitar 1 sitio');
    await screenshot(spanish, 'bookings-remove-confirm-es');
    await spanish.getByTestId('remove-sites-no').click();
    expect(await spanish.locator('.ag-center-cols-container .ag-row').count()).toBe(2);
    await spanish.context().close();
  });
});

describe('Book Inventory reads a big plan a page at a time (decision 0042)', () => {
  it('pages and sorts on the server, keeps the selection across pages, and acts on every site', async () => {
    const campId = await plannedCampaign(server, 'Primavera Cordillera', 45);
    const planner = await newPage(browser, server.url);
    await signIn(planner, 'approver@plano.test');
    await planner.goto(`/admin/booked_inventory/${campId}`);
    await expect.poll(() => text(planner, 'grid-range')).toBe('1–20 of 45');
    await expect.poll(() => planner.locator('.ag-center-cols-container .ag-row').count()).toBe(20);

    // Sorted by price, the whole plan's cheapest sites come first, not this page's.
    const { sites } = await apiAs<{ sites: { price: number }[] }>(
      server,
      'planner@plano.test',
      '/fetch_plan_map',
      {
        campId,
      },
    );
    const prices = sites.map((s) => s.price).sort((a, b) => a - b);
    // The rows as shown, top to bottom (the grid keeps its row elements in no particular order).
    const shownPrices = () =>
      planner.locator('.ag-center-cols-container .ag-row').evaluateAll((rows) =>
        rows
          .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
          .map((row) => Number(row.querySelector('[col-id="price"]')?.textContent?.replace(/[^\d]/g, '')))
          .join(','),
      );
    await planner.locator('.ag-header-cell[col-id="price"] .ag-header-cell-label').click();
    await expect.poll(shownPrices).toBe(prices.slice(0, 20).map(Math.round).join(','));
    await planner.getByRole('button', { name: '3' }).click();
    await expect.poll(() => text(planner, 'grid-range')).toBe('41–45 of 45');
    await expect.poll(shownPrices).toBe(prices.slice(40).map(Math.round).join(','));

    // Every site of the plan at once; one unticked on this page; the others stay ticked on page 1.
    await planner.getByTestId('plan-select-every').click();
    await expect.poll(() => text(planner, 'plan-selected')).toBe('45 sites selected');
    expect(await text(planner, 'plan-all-selected')).toBe('All 45 sites of the plan are selected');
    await screenshot(planner, 'bookings-pages-every-en');
    await planner.locator('.ag-pinned-left-cols-container .ag-row input.ag-checkbox-input').first().uncheck();
    await expect.poll(() => text(planner, 'plan-selected')).toBe('44 sites selected');
    await planner.getByRole('button', { name: '1', exact: true }).click();
    await expect.poll(() => text(planner, 'grid-range')).toBe('1–20 of 45');
    await expect
      .poll(() =>
        planner.locator('.ag-pinned-left-cols-container .ag-row input.ag-checkbox-input:checked').count(),
      )
      .toBe(20);

    // Remove Sites takes the 44, on every page: the one left unticked is the plan, shown on its one
    // page though the table was on the third.
    await planner.getByRole('button', { name: '3' }).click();
    await expect.poll(() => text(planner, 'grid-range')).toBe('41–45 of 45');
    await planner.getByTestId('remove-sites').click();
    await planner.getByTestId('remove-sites-yes').click();
    await expect.poll(() => text(planner, 'plan-success')).toBe('44 sites removed from the plan');
    await expect.poll(() => text(planner, 'grid-range')).toBe('1–1 of 1');
    await planner.context().close();

    // In Spanish, the pager and the selection say the same.
    const again = await plannedCampaign(server, 'Primavera Andes', 25);
    const spanish = await newPage(browser, server.url, 'es');
    await signIn(spanish, 'planner@plano.test');
    await spanish.goto(`/admin/booked_inventory/${again}`);
    await expect.poll(() => text(spanish, 'grid-range')).toBe('1–20 de 25');
    await spanish.getByTestId('plan-select-every').click();
    await expect
      .poll(() => text(spanish, 'plan-all-selected'))
      .toBe('Los 25 sitios del plan están seleccionados');
    await screenshot(spanish, 'bookings-pages-every-es');
    await spanish.context().close();
  });
});
