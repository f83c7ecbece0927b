import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiAnswer, ApiBody, JsonPath } from '@plano/core';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe.ts';

export const DEMO_PASSWORD = 'plano-demo';
const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
mkdirSync(artifacts, { recursive: true });

/** The desktop every journey is photographed at unless it asks for another (a phone: 390×844). */
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A new browser context (empty storage) on the given language and viewport (and time zone, if given).
 *
 * Its reader prefers reduced motion, as the operating system lets anyone say: dialogs appear and
 * the map jumps instead of flying, so the software-rendered map draws a view once rather than every
 * frame of a flight (the planning map's journey 40 → 30 s). `motion: 'full'` is the reader who keeps
 * the animations, for the journeys that prove the screens wait for them (keyboard.test.ts).
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'es' = 'en',
  viewport: { width: number; height: number } = DESKTOP,
  options: { timezoneId?: string; motion?: 'reduced' | 'full' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    timezoneId: options.timezoneId,
    reducedMotion: options.motion === 'full' ? 'no-preference' : 'reduce',
  });
  await context.addInitScript((lng) => {
    if (!window.localStorage.getItem('lng')) window.localStorage.setItem('lng', lng);
    // Anything the Content-Security-Policy blocks is kept, and checked at every screen.
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  }, language);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`page error: ${error.message}`);
  });
  return page;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/email|correo/i).fill(email);
  await page.getByLabel(/password|contraseña/i).fill(password);
  await page.getByRole('button', { name: /sign in|iniciar sesión/i }).click();
  // Home: the campaigns, or a media owner's inventory (issue 24, item 13).
  await page.waitForURL(/\/admin\/(index|inventory_management)$/);
  // The user's name is in the top bar; on a tablet in the sidebar; on a phone the burger shows.
  const signedIn = page.locator(
    ['user-name', 'nav-user-name', 'nav-burger'].map((id) => `[data-testid="${id}"]:visible`).join(', '),
  );
  await expect.poll(() => signedIn.count()).toBeGreaterThan(0);
}

/**
 * Waits until what the user sees has stopped changing: nothing on screen says it is busy (a map
 * still drawing its tiles and sites, figures being recomputed: `aria-busy`), and no transition or
 * animation that ends (a modal's fade, a drawer's slide) is still running. Spinners, which never
 * end, do not count.
 */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const busy = Array.from(document.querySelectorAll('[aria-busy="true"]')).some((el) =>
        el.checkVisibility(),
      );
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      return !busy && !moving;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/**
 * Every screen a journey shows is photographed, once still, and checked with axe: a journey cannot
 * visit a screen without its accessibility being checked too.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
  // Read before axe runs: axe's own injected script is not the app's doing.
  const blocked = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(blocked, `Content-Security-Policy violations on ${name}`).toEqual([]);
  await expectAccessible(page, name);
}

/**
 * POST /api<path> from inside the page, with the signed-in user's token, as the app calls it: typed
 * by the same contract as the web's client (packages/core's apiContract).
 */
export function api<P extends JsonPath>(page: Page, path: P, body: ApiBody<P>): Promise<ApiAnswer<P>> {
  return page.evaluate(
    async ([p, b]) => {
      const response = await fetch(`/api${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(b),
      });
      return response.json();
    },
    [path, body] as const,
  ) as Promise<ApiAnswer<P>>;
}
