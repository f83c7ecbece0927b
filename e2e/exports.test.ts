import { type FakeService, startFakeService } from '@plano/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

// The audit tool and the digital-screen platform, played by local HTTP servers.
const audit = await startFakeService();
const platform = await startFakeService();
afterAll(async () => {
  await audit.close();
  await platform.close();
});
const { server, browser } = await openJourney(
  startServer(1500, {
    AUDIT_TOOL_URL: audit.url,
    AUDIT_TOOL_TOKEN: 'e2e-audit-token',
    DIGITAL_PLATFORM_URL: platform.url,
  }),
);

const PLANNER = 'planner@plano.test';

/** A Digital OOH campaign with three booked Digital sites (booked by the approver, as in the product). */
async function bookedDigitalCampaign(name: string, offset: number): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { camp } = await apiAs<{ camp: { _id: string } }>(server, PLANNER, '/create_campaign', {
    brand: 'Café Andino',
    campaign_name: name,
    // Far ahead: the demo's own booked campaigns hold sites in the coming weeks.
    start_date: day(300),
    end_date: day(330),
    budget: 1e12,
    states: ['Región Metropolitana de Santiago'],
    cities: ['All'],
    media_type: 'digital',
  });
  const { inventory } = await apiAs<{ inventory: { _id: number }[] }>(
    server,
    PLANNER,
    '/fetch_sugg_inventory',
    {
      campId: camp._id,
      filters: {},
      limit: 20,
    },
  );
  const ids = inventory.slice(offset, offset + 3).map((s) => s._id);
  await apiAs(server, PLANNER, '/v2/book_inventory', { campId: camp._id, inv_ids: ids });
  await apiAs(server, 'approver@plano.test', '/internal_approval', { campId: camp._id, invIds: ids });
  return camp._id;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const posts = (fake: FakeService) => fake.requests.filter((r) => r.method === 'POST');

describe('exports and hand-offs from Book Inventory', () => {
  for (const [lng, offset] of [
    ['en', 0],
    ['es', 5],
  ] as const) {
    it(`${lng}: Excel download, PowerPoint by mail with the bell, audit tool sync, digital list`, async () => {
      const campId = await bookedDigitalCampaign(`Pantallas ${lng}`, offset);
      const page = await newPage(browser, server.url, lng);
      await signIn(page, PLANNER);
      await page.goto(`/admin/booked_inventory/${campId}`);
      await expect
        .poll(() => page.locator('.ag-center-cols-container .ag-row').count(), { timeout: 15_000 })
        .toBe(3);
      await expect.poll(() => page.getByTestId('sync-audit').isEnabled(), { timeout: 10_000 }).toBe(true);
      await screenshot(page, `exports-${lng}-book-inventory`);

      // Excel: the file comes with the server's name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-excel').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${campId}_\\d{4}-\\d{2}-\\d{2}_excel\\.xlsx$`),
      );

      // PowerPoint: a bad address is named; then the request is sent and the bell rings when ready.
      await page.getByTestId('open-ppt').click();
      await page.getByTestId('ppt-emails').fill('client@brand.test, nope@');
      await page.getByTestId('ppt-send').click();
      await expect.poll(() => page.getByText(/nope@/).count()).toBeGreaterThan(0);
      await screenshot(page, `exports-${lng}-ppt-modal`);
      await page.getByTestId('ppt-emails').fill('client@brand.test, boss@brand.test');
      await page.getByTestId('ppt-send').click();
      await expect
        .poll(() => text(page, 'plan-success'))
        .toBe(
          lng === 'en'
            ? 'Request Sent. You will receive Email when PPT is Ready'
            : 'Solicitud enviada. Recibirás un correo cuando el PPT esté listo',
        );
      // The worker builds the deck and the bell rings with its alert.
      await expect
        .poll(() => page.getByTestId('bell').getAttribute('aria-label'), { timeout: 30_000 })
        .toMatch(/\(1\b|\([1-9]/);
      await page.getByTestId('bell').click();
      await expect
        .poll(() => text(page, 'bell-list'), { timeout: 30_000 })
        .toContain(
          lng === 'en'
            ? `The PowerPoint of Pantallas ${lng} is ready`
            : `El PowerPoint de Pantallas ${lng} está listo`,
        );
      await screenshot(page, `exports-${lng}-deck-alert`);
      await page.keyboard.press('Escape');
      await page.reload();
      await expect
        .poll(() => page.getByTestId('download-last-ppt').isVisible(), { timeout: 15_000 })
        .toBe(true);

      // Audit tool
      audit.reset();
      await page.getByTestId('sync-audit').click();
      await expect
        .poll(() => text(page, 'plan-success'))
        .toBe(
          lng === 'en'
            ? 'Campaign synced with Locaudit Successfully'
            : 'Campaña sincronizada con Locaudit correctamente',
        );
      expect(posts(audit)).toHaveLength(1);
      expect(posts(audit)[0].headers['idempotency-key']).toBe(campId);
      await expect.poll(() => page.getByTestId('audit-created').isVisible(), { timeout: 10_000 }).toBe(true);
      await screenshot(page, `exports-${lng}-audit-synced`);

      // Digital list: the login travels in the request body only; the platform opens in a new tab.
      platform.reset();
      await page.getByTestId('open-digital-list').click();
      await page.getByTestId('platform-email').fill('screens@agency.test');
      await page.getByTestId('platform-password').fill('e2e-platform-pass');
      await screenshot(page, `exports-${lng}-digital-dialog`);
      const popup = page.waitForEvent('popup');
      await page.getByTestId('digital-list-send').click();
      await expect
        .poll(() => page.getByTestId('digital-list-success').isVisible(), { timeout: 10_000 })
        .toBe(true);
      const opened = await popup;
      expect(opened.url()).not.toContain('e2e-platform-pass');
      expect(opened.url().startsWith(platform.url)).toBe(true);
      await opened.close();
      const [list] = posts(platform);
      expect(list.url).toBe('/lists');
      expect(list.body).toMatchObject({ email: 'screens@agency.test', password: 'e2e-platform-pass' });
      expect((list.body as { sites: unknown[] }).sites).toHaveLength(3);
      await screenshot(page, `exports-${lng}-digital-created`);
      await page.context().close();
    });
  }
});
