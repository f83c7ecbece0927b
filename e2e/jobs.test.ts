import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(50));
// Each journey starts from no failed job, whatever an earlier one left.
beforeEach(() => server.database.query("delete from jobs where status = 'failed'"));

const SMTP_ERROR =
  'connect ECONNREFUSED 10.20.30.40:587 — the mail server did not answer; the last of 6 tries gave up ' +
  'at /srv/plano/node_modules/nodemailer/lib/smtp-connection/index.js (check SMTP_URL and the firewall)';

/** A mail job that failed on its last try, as the planner's send-for-approval would leave it. */
async function failedMail(subject: string, minutesAgo: number): Promise<string> {
  const [row] = await server.database.query<{ id: string }>(
    `insert into jobs (kind, payload, status, attempts, last_error, created_by, created_at, updated_at)
     values ('mail', $1::jsonb, 'failed', 6, $2, (select id from users where email = 'planner@plano.test'),
             now() - interval '2 hours', now() - make_interval(mins => $3))
     returning id`,
    [
      JSON.stringify({ to: ['owner@plano.test'], subject, text: 'Please approve the plan.' }),
      SMTP_ERROR,
      minutesAgo,
    ],
  );
  return row.id;
}

const jobRow = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="failed-job-row"][data-job-id="${id}"]`);

const statusOf = async (id: string) =>
  (await server.database.query<{ status: string }>('select status from jobs where id = $1', [id]))[0].status;

const WORDS = {
  en: {
    kind: 'E-mail',
    retried: 'back in the queue',
    empty: 'No failed jobs',
    by: 'Queued by',
    more: 'Show all',
  },
  es: {
    kind: 'Correo',
    retried: 'volvió a la cola',
    empty: 'No hay trabajos fallidos',
    by: 'Encolado por',
    more: 'Ver todo',
  },
} as const;

describe('failed jobs on the admin panel', () => {
  for (const lng of ['en', 'es'] as const) {
    it(`${lng}: the admin sees a failed job and its error, retries it from the keyboard, and it leaves the list`, async () => {
      const words = WORDS[lng];
      const first = await failedMail(`Plan ${lng} 1`, 30);
      const second = await failedMail(`Plan ${lng} 2`, 5);
      const page = await newPage(browser, server.url, lng);
      await signIn(page, 'admin@plano.test');
      await page.goto('/admin/admin_panel');

      await expect.poll(() => jobRow(page, first).count()).toBe(1);
      const row = jobRow(page, first);
      expect(await row.innerText()).toContain(words.kind);
      expect(await row.innerText()).toContain(`${words.by} `);
      expect(await row.getByTestId('failed-job-error').innerText()).toContain('ECONNREFUSED 10.20.30.40:587');
      // The latest failure first.
      const ids = await page
        .getByTestId('failed-job-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-job-id')));
      expect(ids).toEqual([second, first]);
      // A long error is folded; the whole of it is one press away.
      const toggle = row.getByTestId('failed-job-error-toggle');
      expect(await toggle.innerText()).toBe(words.more);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('failed-jobs').scrollIntoViewIfNeeded();
      await screenshot(page, `jobs-${lng}-failed`);

      // Tab reaches the button; Enter presses it.
      await row.getByTestId('retry-job').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => jobRow(page, first).count()).toBe(0);
      await expect.poll(() => page.getByTestId('retry-job-success').innerText()).toContain(words.retried);
      expect(await jobRow(page, second).count()).toBe(1);
      // The worker sends it now.
      await expect.poll(() => statusOf(first), { timeout: 10_000 }).toBe('done');
      await screenshot(page, `jobs-${lng}-retried`);

      // A phone: each job a card, the error wrapped at the screen's width.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.getByTestId('failed-jobs-cards').count()).toBe(1);
      const overflow = () =>
        page.getByTestId('failed-jobs').evaluate((section) => {
          const right = section.getBoundingClientRect().right;
          return Math.max(section.scrollWidth - section.clientWidth, right - window.innerWidth);
        });
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      // The button keeps its whole word ("Reintentar" too), the card's text wraps beside it.
      const clipped = await jobRow(page, second)
        .getByTestId('retry-job')
        .evaluate((button) =>
          [button, ...Array.from(button.querySelectorAll('*'))].some(
            (part) => part.scrollWidth > part.clientWidth + 1,
          ),
        );
      expect(clipped).toBe(false);
      await jobRow(page, second).scrollIntoViewIfNeeded();
      await screenshot(page, `jobs-${lng}-phone`);

      await jobRow(page, second).getByTestId('retry-job').click();
      await expect.poll(() => page.getByTestId('failed-jobs-empty').innerText()).toContain(words.empty);
      await expect.poll(() => statusOf(second), { timeout: 10_000 }).toBe('done');
      await screenshot(page, `jobs-${lng}-empty-phone`);
      await page.context().close();
    });
  }
});
