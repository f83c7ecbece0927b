import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks options of a Mantine Select or MultiSelect (its test id on the inner input) by their visible names. */
export async function choose(page: Page, testId: string, ...names: string[]) {
  for (const name of names) {
    const option = page.getByRole('option', { name, exact: true });
    // The list is opened until the option shows: a click while it was opening, or while its options
    // were still loading, may have closed it again.
    await expect
      .poll(
        async () => {
          if (await option.isVisible()) return true;
          await page.getByTestId(testId).click({ force: true });
          return option.waitFor({ state: 'visible', timeout: 3000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await option.click();
  }
  // A MultiSelect stays open; Escape closes its list (and would close the dialog when nothing is open).
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}
