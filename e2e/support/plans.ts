import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';
import { DEMO_PASSWORD } from './session.ts';

/** One session per account and server: signing in at every call would hit the sign-in rate limit. */
const sessions = new Map<string, Promise<string>>();

async function signInByApi(server: RunningServer, email: string): Promise<string> {
  const signin = await fetch(`${server.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(signin.status, `sign-in of ${email}: ${await signin.clone().text()}`).toBe(200);
  return ((await signin.json()) as { token: string }).token;
}

/** A call of the API as one of the demo accounts. */
export async function apiAs<T>(
  server: RunningServer,
  email: string,
  apiPath: string,
  body: unknown,
): Promise<T> {
  const key = `${server.url}|${email}`;
  if (!sessions.has(key)) sessions.set(key, signInByApi(server, email));
  const token = await (sessions.get(key) as Promise<string>);
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, `${apiPath}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * A Santiago campaign whose plan holds `size` sites (four unless told, at most 50) of the demo media
 * owner (Cordillera Outdoor).
 */
export async function plannedCampaign(server: RunningServer, name: string, size = 4): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { camp } = await apiAs<{ camp: { _id: string } }>(server, 'planner@plano.test', '/create_campaign', {
    brand: 'Café Andino',
    campaign_name: name,
    start_date: day(5),
    end_date: day(40),
    budget: 1e12,
    states: ['Región Metropolitana de Santiago'],
    cities: ['All'],
    media_type: 'all',
  });
  const { inventory } = await apiAs<{ inventory: { _id: number }[] }>(
    server,
    'planner@plano.test',
    '/fetch_sugg_inventory',
    {
      campId: camp._id,
      // Sites no other campaign has booked for these dates: only those can be sent and booked.
      filters: { media_owner: ['Cordillera Outdoor'], availability: 'available' },
      limit: size <= 10 ? 10 : 50,
    },
  );
  await apiAs(server, 'planner@plano.test', '/v2/book_inventory', {
    campId: camp._id,
    inv_ids: inventory.slice(0, size).map((s) => s._id),
  });
  return camp._id;
}

/** The newest approval link in the outbox for a campaign (the worker sends within a second). */
export async function approvalLinkFor(server: RunningServer, campId: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox).sort();
      } catch {
        return [];
      }
    })();
    for (const file of files.reverse()) {
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = text.match(/https?:\/\/\S+(\/open\/approve_inventory\/\S+)/);
      if (match?.[1].includes(campId)) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no approval mail for ${campId}`);
}

/**
 * After Plan (or Continue With New Budget): when the demo's own bookings overlap the campaign, the
 * planner is asked about those sites first (issue 24) and adds them anyway; then the plan opens.
 */
export async function addBookedElsewhereIfAsked(page: Page): Promise<void> {
  const add = page.getByTestId('booked-elsewhere-add');
  await Promise.race([page.waitForURL('**/admin/booked_inventory/**'), add.waitFor({ state: 'visible' })]);
  if (await add.isVisible()) await add.click();
}
