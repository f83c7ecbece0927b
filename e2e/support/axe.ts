import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Serious and critical are what block or badly hinder someone; they fail the journey. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the elements it found, so the failure says what to fix. Every journey calls it on
 * every screen it visits (and on dialogs once they are open).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A grid that is still laying out has header rows without cells: judge the grid, not its birth.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.ag-root')).every(
          (grid) =>
            grid.querySelector('.ag-header-cell') && !grid.querySelector('.ag-overlay-loading-center'),
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  await stillAnimations(page);
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) {
    // A toast that closes on its own (or opens) while axe reads the page is measured mid-fade: a
    // contrast nobody sees once it has gone. What is still wrong on a still page is what fails.
    await stillAnimations(page);
    blocking = await blockingViolations(page);
  }
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`)
        .join('\n')}`,
  );
  expect(report, `axe on ${label}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * A dialog still fading in blends its colours with what is behind it: axe would measure a contrast
 * nobody sees once it has settled. Endless animations (spinners) are not waited for.
 */
async function stillAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
}

async function blockingViolations(page: Page) {
  // wcag21a too: without it axe skipped WCAG 2.1 A rules such as label-content-name-mismatch.
  // Only violations are gathered (passes are never read), and axe runs in the page itself (legacy
  // mode): the default opens a blank page for every check to merge the frames' results, and the app
  // has no frames. Together 1.5 s → 0.4 s a screen, a third of the journeys' time (axe-check.test.ts
  // proves the check still fails).
  await injectOnce(page);
  const results = await new AxeBuilder({ page, axeSource: ALREADY_IN_PAGE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** What AxeBuilder evaluates (twice a check) where it would send axe's source: axe is already there. */
const ALREADY_IN_PAGE = ';';

/**
 * axe-core's 650 KB source, sent into the page once per document rather than twice a check (as
 * AxeBuilder does in legacy mode): sending and parsing it took ~150–350 ms each time, a screen's
 * check 0.4–0.65 s on an idle machine. An app screen reached without a page load keeps it.
 */
async function injectOnce(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!present) await page.evaluate(axe.source);
}
