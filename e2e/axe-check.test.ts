import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';

/**
 * The check every journey runs on every screen: it must still catch what blocks someone. Proven on
 * two small pages, one with a nameless button and grey-on-white text, one without.
 */

const browser = await launchChromium();
afterAll(() => browser.close());

describe('the accessibility check of every screen', () => {
  it('fails on a serious or critical violation and names the rule', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Bad</title></head><body><main>
      <h1>Plans</h1><button><svg width="10" height="10"></svg></button>
      <p style="color:#ddd;background:#fff">Hardly legible</p></main></body></html>`);
    const failure = await expectAccessible(page, 'bad page').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/critical button-name/);
    expect(failure).toMatch(/serious color-contrast/);
    await page.close();
  });

  it('passes a page without any', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>Good</title></head><body><main>
      <h1>Plans</h1><button>Book</button><p>Legible</p></main></body></html>`);
    await expectAccessible(page, 'good page');
    await page.close();
  });
});
