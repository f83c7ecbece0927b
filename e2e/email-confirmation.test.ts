// Issue 23: a self-registered account confirms its e-mail by the link it is mailed, in English and Spanish.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot } from './support/session.ts';

const { server, browser } = await openJourney(startServer(50));

/** The path of the newest confirmation link mailed to an address (the worker sends within a second). */
async function confirmationLinkFor(email: string, after = 0): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const links = (() => {
      try {
        return readdirSync(outbox).sort();
      } catch {
        return [];
      }
    })()
      .map((file) =>
        readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'm').test(text))
      .map((text) => text.match(/https?:\/\/\S+(\/open\/confirm_email\?token=\S+)/)?.[1])
      .filter((link): link is string => Boolean(link));
    if (links.length > after) return links.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

async function register(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel(/^(name|nombre)/i).fill(name);
  await page.getByLabel(/company|empresa/i).fill('Medios del Sur');
  await page.getByLabel(/email|correo/i).fill(email);
  await page.getByLabel(/password|contraseña/i).fill('a-good-password');
  await page.getByRole('button', { name: /create account|crear cuenta/i }).click();
}

describe('e-mail confirmation', () => {
  it('registers, is asked to confirm on the profile, resends, opens the mailed link: confirmed (en)', async () => {
    const page = await newPage(browser, server.url);
    const email = 'lucia@sur.test';
    await register(page, 'Lucía Rojas', email);
    await page.waitForURL('**/admin/index');
    await page.goto('/admin/user-profile');
    const notice = page.getByTestId('email-confirmation-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(`We sent a link to ${email}`);
    await screenshot(page, 'email-unconfirmed-profile-en');

    await confirmationLinkFor(email);
    await page.getByTestId('resend-confirmation').click();
    await expect.poll(() => page.getByTestId('resend-confirmation-done').isVisible()).toBe(true);
    const link = await confirmationLinkFor(email, 1);

    await page.goto(link);
    await expect.poll(() => page.getByTestId('confirm-email-done').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Your e-mail address is confirmed',
    );
    await screenshot(page, 'email-confirmed-en');
    await page.getByTestId('confirm-email-next').click();
    await page.waitForURL('**/admin/index');
    await page.goto('/admin/user-profile');
    await expect.poll(() => page.getByTestId('profile-greeting').isVisible()).toBe(true);
    expect(await page.getByTestId('email-confirmation-notice').count()).toBe(0);

    // A known address: the page says to look at the mail, and its owner is told by mail.
    const again = await newPage(browser, server.url);
    await register(again, 'Someone Else', 'planner@plano.test');
    await expect.poll(() => again.getByTestId('register-check-mail').isVisible()).toBe(true);
    expect(again.url()).toContain('/auth/register');
    await screenshot(again, 'register-known-address-en');

    const bad = await newPage(browser, server.url);
    await bad.goto('/open/confirm_email?token=not-a-real-token');
    await expect.poll(() => bad.getByTestId('confirm-email-error').isVisible()).toBe(true);
    expect(await bad.getByRole('heading', { level: 1 }).innerText()).toBe(
      'This confirmation link is invalid or has expired',
    );
    await screenshot(bad, 'email-confirm-bad-link-en');
    for (const p of [page, again, bad]) await p.context().close();
  });

  it('works in Spanish: the link opened in another browser confirms; a cut link is a bad link', async () => {
    const page = await newPage(browser, server.url, 'es');
    const email = 'tomas@sur.test';
    await register(page, 'Tomás Soto', email);
    await page.waitForURL('**/admin/index');
    await page.goto('/admin/user-profile');
    await expect.poll(() => page.getByTestId('email-confirmation-notice').isVisible()).toBe(true);
    expect(await page.getByTestId('email-confirmation-notice').innerText()).toContain('Confirma tu correo');
    await screenshot(page, 'email-unconfirmed-profile-es');

    const link = await confirmationLinkFor(email);
    const elsewhere = await newPage(browser, server.url, 'es');
    await elsewhere.goto(link);
    await expect.poll(() => elsewhere.getByTestId('confirm-email-done').isVisible()).toBe(true);
    expect(await elsewhere.getByRole('heading', { level: 1 }).innerText()).toBe('Tu correo está confirmado');
    expect(await elsewhere.getByTestId('confirm-email-next').innerText()).toBe('Iniciar sesión en Plano');
    await screenshot(elsewhere, 'email-confirmed-es');

    await elsewhere.goto(link.slice(0, -12));
    await expect.poll(() => elsewhere.getByTestId('confirm-email-error').isVisible()).toBe(true);
    expect(await elsewhere.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Este enlace de confirmación no es válido o expiró',
    );
    await screenshot(elsewhere, 'email-confirm-bad-link-es');

    // The profile, read again, no longer asks.
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-greeting').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('email-confirmation-notice').count()).toBe(0);
    for (const p of [page, elsewhere]) await p.context().close();
  });
});
