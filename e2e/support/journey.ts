import type { Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { launchChromium } from './chromium.ts';

/**
 * A journey file's server and browser: started as the file loads (top-level await), closed after its
 * last test. `starting` is the server the journey needs (`startServer(sites, env)`, a fresh install…).
 */
export async function openJourney<S extends { close(): Promise<void> }>(
  starting: Promise<S>,
): Promise<{ server: S; browser: Browser }> {
  const server = await starting;
  const browser = await launchChromium();
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
  return { server, browser };
}
