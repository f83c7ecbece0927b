import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Lang = 'en' | 'es';

/** Noon, `days` from today: far enough from midnight that no time zone moves it to another day. */
export function inDays(days: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
}

/** Mantine labels each day 'D MMMM YYYY' in the calendar's language. */
function dayLabel(date: Date, lang: Lang): string {
  const month = new Intl.DateTimeFormat(lang, { month: 'long' }).format(date);
  return `${date.getDate()} ${month} ${date.getFullYear()}`;
}

/**
 * Opens a Mantine date input by its test id and clicks the day, stepping a month forward at a time
 * as a user does. Whether the day is shown is asked of the month on screen (no wait); after each
 * step the month's title must change before it is asked again. (Waiting two seconds for the day to
 * appear in each month before stepping cost 28 s in a journey that plans seven months ahead.)
 */
export async function pickDate(page: Page, testId: string, date: Date, lang: Lang): Promise<void> {
  await page.getByTestId(testId).click();
  // The newest dropdown is the last one in the page (the previous one may still be fading out).
  const next = page.locator('button[data-direction="next"]:visible').last();
  await next.waitFor();
  const month = page.locator('[class*="calendarHeaderLevel"]:visible').last();
  const day = page.locator(`button[aria-label="${dayLabel(date, lang)}"]:not([data-outside]):visible`);
  for (let step = 0; step < 24 && (await day.count()) === 0; step++) {
    const shown = await month.innerText();
    await next.click();
    await expect.poll(() => month.innerText()).not.toBe(shown);
  }
  await day.last().click();
}

/** Types into a searchable Mantine select by its test id and picks the first option that matches. */
export async function searchAndChoose(
  page: Page,
  testId: string,
  search: string,
  option: RegExp,
): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}
