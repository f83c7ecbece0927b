import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openJourney } from './support/journey.ts';
import { apiAs, approvalLinkFor, plannedCampaign } from './support/plans.ts';
import { startServer } from './support/server.ts';
import { newPage, screenshot, signIn } from './support/session.ts';

const { server, browser } = await openJourney(startServer(1500));

/** A planned campaign sent to its media owner, and the owner's link and user id. */
async function sentToOwner(name: string): Promise<{ campId: string; link: string; ownerId: string }> {
  const campId = await plannedCampaign(server, name);
  const { booked_inventory } = await apiAs<{ booked_inventory: { _id: number }[] }>(
    server,
    'planner@plano.test',
    '/fetch_booked_inventory',
    { campId },
  );
  await apiAs(server, 'planner@plano.test', '/send_inv_approval', {
    campId,
    invIds: booked_inventory.map((s) => s._id),
  });
  const link = await approvalLinkFor(server, campId);
  const ownerId = link.split('/')[3];
  return { campId, link, ownerId };
}

const presence = (page: Page, userId: string) =>
  page.getByTestId(`chat-user-${userId}`).getAttribute('data-online');

async function openThread(page: Page, userId: string): Promise<void> {
  await page.getByTestId(`chat-user-${userId}`).click();
  await expect.poll(() => page.getByTestId('chat-thread').isVisible()).toBe(true);
}

async function sendMessage(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect.poll(() => page.getByTestId('chat-input').inputValue()).toBe('');
}

const lastMessage = (page: Page) => page.getByTestId('chat-message').last().innerText();

describe('chat between a planner and a media owner', () => {
  it('talk on Book Inventory and the approval page; the dot goes grey when the owner leaves', async () => {
    const { campId, link, ownerId } = await sentToOwner('Chat Cordillera');
    const planner = await newPage(browser, server.url);
    await signIn(planner, 'planner@plano.test');
    await planner.goto(`/admin/booked_inventory/${campId}`);
    await expect
      .poll(() => planner.getByTestId(`chat-user-${ownerId}`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await presence(planner, ownerId)).toBe('false');

    const owner = await newPage(browser, server.url);
    await owner.goto(link);
    await expect.poll(() => owner.getByTestId('chat-join').isVisible(), { timeout: 15_000 }).toBe(true);
    await owner.getByTestId('chat-join').click();
    await expect.poll(() => owner.getByText('Please provide a username').isVisible()).toBe(true);
    await screenshot(owner, 'chat-owner-name');
    await owner.getByTestId('chat-username').fill('Carla Rojas');
    await owner.getByTestId('chat-join').click();
    await expect.poll(() => owner.getByTestId('chat-users').isVisible(), { timeout: 15_000 }).toBe(true);

    // The planner sees the owner come online without reloading.
    await expect.poll(() => presence(planner, ownerId), { timeout: 15_000 }).toBe('true');
    await openThread(planner, ownerId);
    await planner.getByTestId('chat-input').press('Enter');
    await expect.poll(() => planner.getByText('Please enter a message').isVisible()).toBe(true);
    await sendMessage(planner, 'Hola Carla, can you confirm the four sites for March?');
    await sendMessage(planner, '<b>not bold</b>');
    await expect.poll(() => lastMessage(planner)).toContain('<b>not bold</b>');
    await screenshot(planner, 'chat-planner-thread');

    // The owner sees two unread messages from the planner, reads them and answers.
    const { user } = await apiAs<{ user: { _id: string } }>(
      server,
      'planner@plano.test',
      '/fetch_user_details',
      {},
    );
    const plannerRow = owner.getByTestId(`chat-user-${user._id}`);
    await expect.poll(() => plannerRow.getByTestId('chat-unread').innerText(), { timeout: 15_000 }).toBe('2');
    await screenshot(owner, 'chat-owner-list');
    await plannerRow.click();
    await expect.poll(() => lastMessage(owner)).toContain('<b>not bold</b>');
    expect(await owner.locator('[data-testid="chat-message"] b').count()).toBe(0);
    await sendMessage(owner, 'Confirmed, all four are free.');
    await expect
      .poll(() => lastMessage(planner), { timeout: 15_000 })
      .toContain('Confirmed, all four are free.');
    await screenshot(owner, 'chat-owner-thread');

    // A reload keeps the conversation: it was stored before it was delivered.
    await planner.reload();
    await openThread(planner, ownerId);
    await expect
      .poll(() => lastMessage(planner), { timeout: 15_000 })
      .toContain('Confirmed, all four are free.');
    await planner.getByTestId('chat-back').click();

    await owner.context().close();
    await expect.poll(() => presence(planner, ownerId), { timeout: 15_000 }).toBe('false');
    await planner.context().close();
  });
});

describe('alerts', () => {
  it('rings the planner’s bell when the owner approves, in Spanish', async () => {
    const { campId, link } = await sentToOwner('Campana Campanilla');
    const planner = await newPage(browser, server.url, 'es');
    await signIn(planner, 'planner@plano.test');
    await expect.poll(() => planner.getByTestId('bell').isVisible()).toBe(true);

    const owner = await newPage(browser, server.url, 'es');
    await owner.goto(link);
    await expect
      .poll(() => owner.locator('.ag-center-cols-container .ag-row').count(), { timeout: 15_000 })
      .toBe(4);
    await owner.locator('.ag-row[row-index="0"] input.ag-checkbox-input').first().check();
    await owner.getByTestId('owner-approve').click();
    await expect
      .poll(() => owner.getByTestId('approval-success').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await expect
      .poll(() => planner.getByTestId('bell-count').innerText(), { timeout: 15_000 })
      .toContain('1');
    await planner.getByTestId('bell').click();
    await expect.poll(() => planner.getByTestId('bell-list').isVisible()).toBe(true);
    const alert = planner.getByTestId('bell-alert').first();
    await expect
      .poll(() => alert.innerText())
      .toMatch(/Cordillera Outdoor aprobó 1 sitio de Campana Campanilla/);
    await screenshot(planner, 'alerts-bell-es');
    await alert.click();
    await planner.waitForURL(`**/admin/booked_inventory/${campId}`);
    await expect.poll(() => planner.getByTestId('side-chat').isVisible()).toBe(true);
    await screenshot(planner, 'chat-side-panel-es');
    await owner.context().close();
    await planner.context().close();
  });
});
