import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

// Issue 25: past OPTIMIZE_INLINE_SITES candidates the best plan is searched by a job (here past 100,
// as a country's inventory is past 100,000): the dialog shows which step runs and how far, then the
// proposal, which the planner takes as usual.
const PLANNER = 'planner@plano.test';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { server, browser } = await openJourney(startServer(800, { OPTIMIZE_INLINE_SITES: '100' }));

const TEXT = {
  en: { reading: /^Reading the sites: 0 of [\d,]+$/, accept: /^Add \d+ sites? \(CLP/ },
  es: { reading: /^Leyendo los sitios: 0 de [\d.]+$/, accept: /^Agregar \d+ sitios? \(\$[\d.]+\)$/ },
} as const;

describe('the best plan over many candidates: a job with progress', () => {
  for (const language of ['en', 'es'] as const) {
    it(`(${language}) shows the search's progress, then the proposal, and adds it to the selection`, async () => {
      const { camp } = await apiAs<{ camp: { _id: string } }>(server, PLANNER, '/create_campaign', {
        brand: 'Lácteos del Sur',
        campaign_name: `Best plan job ${language} ${Date.now()}`,
        start_date: day(120),
        end_date: day(150),
        budget: 40_000_000,
        states: ['Región Metropolitana de Santiago'],
        cities: ['All'],
        media_type: 'all',
      });
      const page = await newPage(browser, server.url, language);
      await signIn(page, PLANNER);
      // The first question about the job waits until its progress is photographed.
      let release: () => void = () => {};
      const photographed = new Promise<void>((resolve) => {
        release = resolve;
      });
      const started: number[] = [];
      await page.route('**/api/optimize_plan', async (route) => {
        const response = await route.fetch();
        started.push(response.status());
        await route.fulfill({ response });
      });
      await page.route('**/api/optimize_plan_job', async (route) => {
        await photographed;
        await route.continue();
      });
      await page.goto(`/admin/sugg_inventory/${camp._id}`);
      await page.getByTestId('best-plan-button').click();
      const dialog = page.getByTestId('best-plan-dialog');
      await expect
        .poll(
          () =>
            dialog
              .getByTestId('best-plan-progress')
              .innerText()
              .catch(() => ''),
          { timeout: 30_000 },
        )
        .toMatch(TEXT[language].reading);
      expect(started).toEqual([202]);
      await screenshot(page, `best-plan-job-progress-${language}`);
      release();

      await expect
        .poll(() => dialog.getByTestId('best-plan-list').isVisible(), { timeout: 60_000 })
        .toBe(true);
      await expect.poll(() => dialog.locator('[data-testid^="best-plan-site-"]').count()).toBeGreaterThan(1);
      await screenshot(page, `best-plan-job-proposal-${language}`);
      expect(await page.getByTestId('best-plan-accept').innerText()).toMatch(TEXT[language].accept);
      const offered = await dialog.locator('[data-testid^="best-plan-site-"]').count();
      await page.getByTestId('best-plan-accept').click();
      await expect.poll(() => page.getByTestId('selected-count').innerText()).toBe(String(offered));
      await page.context().close();
    });
  }
});
