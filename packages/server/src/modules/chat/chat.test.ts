import { BUSINESS_UNITS } from '@plano/core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, nextEvent, send } from '../../../test/fixtures/chat-fixtures.ts';
import { createCampaign, METRO, outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { createTokenService } from '../auth/tokens.ts';

let ctx: TestContext;
let url: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let outsider: string;
let outsiderId: string;
/** A campaign of the planner holding sites of the demo media owner, and that owner's link. */
let campId: string;
let link: string;
const open: Socket[] = [];

async function as(who: keyof typeof DEMO | 'outsider' | 'link', extra: Record<string, unknown> = {}) {
  const auth =
    who === 'link'
      ? { link, username: 'Carla', ...extra }
      : { token: who === 'outsider' ? outsider : tokens[who], ...extra };
  const socket = await connect(url, auth);
  open.push(socket);
  return socket;
}
const userIdOf = async (email: string) =>
  (await ctx.database.query<{ id: string }>('select id from users where email = $1', [email]))[0].id;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  url = await listen(ctx);
  for (const who of ['planner', 'approver', 'viewer', 'manager', 'owner'] as const) {
    tokens[who] = await ctx.tokenOf(DEMO[who]);
    ids[who] = await userIdOf(DEMO[who]);
  }
  outsider = await outsiderToken(ctx, 'chat-outsider@example.com');
  outsiderId = await userIdOf('chat-outsider@example.com');
  const [site] = await ctx.database.query<{ id: number }>(
    `select s.id::float8 as id from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = $1 and s.state = $2 and s.planning_enabled limit 1`,
    [DEMO.owner, METRO],
  );
  const camp = await createCampaign(ctx, tokens.planner);
  campId = camp._id;
  const booked = await ctx.call('/v2/book_inventory', { campId, inv_ids: [site.id] }, tokens.planner);
  expect(booked.statusCode, booked.body).toBe(200);
  link = await createTokenService(ctx.config.APP_SECRET).signApproval(ids.owner, campId);
  // A colleague who sees none of the planner's campaigns.
  const [role] = await ctx.database.query<{ id: string }>("select id from roles where name = 'planners'");
  const added = await ctx.call(
    '/add_member',
    {
      name: 'Nora Nuevo',
      email: 'nora@plano.test',
      phone: '+56 9 1234 5678',
      password: 'password-123',
      role: role.id,
      business_units: [BUSINESS_UNITS[0]],
      shared_users: [],
    },
    tokens.manager,
  );
  expect(added.statusCode, added.body).toBe(200);
  ids.newcomer = await userIdOf('nora@plano.test');
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await ctx.close();
});

describe('connecting', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connect(url, {})).rejects.toThrow('unauthorized');
    await expect(connect(url, { token: 'not-a-token' })).rejects.toThrow('unauthorized');
    await expect(connect(url, { link: 'not-a-link-token', username: 'x' })).rejects.toThrow('unauthorized');
  });

  it('asks a guest on the approval link for a name', async () => {
    await expect(connect(url, { link })).rejects.toThrow('Please provide a username');
    await expect(connect(url, { link, username: '   ' })).rejects.toThrow('Please provide a username');
    const guest = await as('link');
    expect(guest.connected).toBe(true);
    guest.close();
  });

  it('refuses a link whose campaign no longer holds the owner’s sites', async () => {
    const other = await createCampaign(ctx, tokens.planner);
    const stale = await createTokenService(ctx.config.APP_SECRET).signApproval(ids.owner, other._id);
    await expect(connect(url, { link: stale, username: 'Carla' })).rejects.toThrow('unauthorized');
  });
});

describe('who may talk to whom', () => {
  const names = async (token: string) =>
    ((await ctx.call('/fetch_chat_users', {}, token)).json().users as { _id: string }[]).map((u) => u._id);

  it('lists a planner’s colleagues and the media owners of their campaigns, never another agency', async () => {
    const mine = await names(tokens.planner);
    expect(mine).toEqual(expect.arrayContaining([ids.approver, ids.viewer, ids.manager, ids.owner]));
    expect(mine).not.toContain(ids.planner);
    expect(mine).not.toContain(outsiderId);
    expect(await names(outsider)).not.toContain(ids.planner);
  });

  it('lists for a media owner only the agency people who see a campaign with its sites', async () => {
    const theirs = await names(tokens.owner);
    expect(theirs).toContain(ids.planner);
    expect(theirs).toContain(ids.manager);
    // The viewer sees the planner's campaigns (the planner is among its shared users).
    expect(theirs).toContain(ids.viewer);
    expect(theirs).not.toContain(ids.newcomer);
    expect(await names(tokens.planner)).toContain(ids.newcomer);
    expect(theirs).not.toContain(outsiderId);
  });

  it('lists for the approval link the campaign’s agency people', async () => {
    const res = await ctx.call('/fetch_open_chat_users', { token: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().users.map((u: { _id: string }) => u._id)).toContain(ids.planner);
    expect((await ctx.call('/fetch_open_chat_users', { token: 'x'.repeat(40) })).statusCode).toBe(401);
  });

  it('refuses a message or a history with someone out of reach', async () => {
    const planner = await as('planner');
    expect(await send(planner, outsiderId, 'hello')).toEqual({ error: 'You cannot chat with this person' });
    const res = await ctx.call('/fetch_chat_messages', { with: outsiderId }, tokens.planner);
    expect(res.statusCode).toBe(403);
    const count = await ctx.database.query<{ n: number }>(
      'select count(*)::int as n from chat_messages where to_user_id = $1',
      [outsiderId],
    );
    expect(count[0].n).toBe(0);
  });
});

describe('messages', () => {
  it('stores a message, then delivers it to the receiver and the sender’s other tabs', async () => {
    const planner = await as('planner');
    const plannerTab = await as('planner');
    const approver = await as('approver');
    const received = nextEvent<{ _id: string; message: { text: string } }>(approver, 'message');
    const echoed = nextEvent(plannerTab, 'message');
    const answer = await send(planner, ids.approver, 'Can you approve the Santiago sites?');
    expect(answer.ok).toBe(true);
    const delivered = await received;
    await echoed;
    expect(delivered.message.text).toBe('Can you approve the Santiago sites?');
    const [row] = await ctx.database.query<{ username: string }>(
      'select username from chat_messages where id = $1',
      [delivered._id],
    );
    const [planner_] = await ctx.database.query<{ name: string }>('select name from users where id = $1', [
      ids.planner,
    ]);
    expect(row.username).toBe(planner_.name);
  });

  it('keeps a message for someone offline: unread in the list, in the history at the next visit', async () => {
    const planner = await as('planner');
    expect((await send(planner, ids.viewer, 'Are you back on Monday?')).ok).toBe(true);
    const users = (await ctx.call('/fetch_chat_users', {}, tokens.viewer)).json().users;
    expect(users.find((u: { _id: string }) => u._id === ids.planner)).toMatchObject({ unread: 1 });
    const history = (await ctx.call('/fetch_chat_messages', { with: ids.planner }, tokens.viewer)).json();
    expect(history.messages.at(-1).message.text).toBe('Are you back on Monday?');
    expect((await ctx.call('/mark_chat_read', { with: ids.planner }, tokens.viewer)).statusCode).toBe(200);
    const after = (await ctx.call('/fetch_chat_users', {}, tokens.viewer)).json().users;
    expect(after.find((u: { _id: string }) => u._id === ids.planner)).toMatchObject({ unread: 0 });
  });

  it('keeps markup as text and refuses an empty, an oversized or a malformed message', async () => {
    const planner = await as('planner');
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect((await send(planner, ids.manager, markup)).ok).toBe(true);
    const history = (await ctx.call('/fetch_chat_messages', { with: ids.manager }, tokens.planner)).json();
    expect(history.messages.at(-1).message.text).toBe(markup);
    expect(await send(planner, ids.manager, '   ')).toEqual({ error: 'Please enter a message' });
    expect((await send(planner, ids.manager, 'x'.repeat(2001))).error).toMatch(/too long/i);
    const bad = await planner.timeout(5000).emitWithAck('message', { to: 'nobody', message: 'hi' });
    expect(bad.error).toBeTruthy();
  });

  it('pages the history from the database, newest at the bottom', async () => {
    await ctx.database.query(
      `insert into chat_messages (from_user_id, to_user_id, username, message, created_at)
       select $1, $2, 'Approver', jsonb_build_object('type', 'text', 'text', 'm' || i),
              now() - interval '1 day' + i * interval '1 second'
         from generate_series(1, 120) i`,
      [ids.approver, ids.manager],
    );
    const page1 = (await ctx.call('/fetch_chat_messages', { with: ids.approver }, tokens.manager)).json();
    expect(page1.messages).toHaveLength(50);
    expect(page1.more).toBe(true);
    expect(page1.messages.at(-1).message.text).toBe('m120');
    expect(page1.messages[0].message.text).toBe('m71');
    const page2 = (
      await ctx.call(
        '/fetch_chat_messages',
        { with: ids.approver, before: page1.messages[0]._id },
        tokens.manager,
      )
    ).json();
    expect(page2.messages.map((m: { message: { text: string } }) => m.message.text).slice(0, 1)).toEqual([
      'm21',
    ]);
    const page3 = (
      await ctx.call(
        '/fetch_chat_messages',
        { with: ids.approver, before: page2.messages[0]._id },
        tokens.manager,
      )
    ).json();
    expect(page3.messages).toHaveLength(20);
    expect(page3.more).toBe(false);
  });

  it('limits how fast one person sends', async () => {
    const approver = await as('approver');
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await send(approver, ids.viewer, `flood ${i}`));
    expect(answers.filter((a) => a.ok)).toHaveLength(20);
    expect(answers.at(-1)).toEqual({ error: 'Too many messages, wait a moment' });
  });

  it('lets the media owner on the approval link talk with the planner', async () => {
    const planner = await as('planner');
    const guest = await as('link');
    const received = nextEvent<{ username: string; uid: string }>(
      planner,
      'message',
      (m) => m.uid === ids.owner,
    );
    expect((await send(guest, ids.planner, 'Sites confirmed for March')).ok).toBe(true);
    expect((await received).username).toMatch(/^Carla \(.+\)$/);
    const history = await ctx.call('/fetch_open_chat_messages', { token: link, with: ids.planner });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().messages.at(-1).message.text).toBe('Sites confirmed for March');
    expect(await send(guest, outsiderId, 'hi')).toEqual({ error: 'You cannot chat with this person' });
  });
});

describe('presence', () => {
  it('tells contacts when someone comes online and leaves', async () => {
    const planner = await as('planner');
    const cameOnline = nextEvent<{ _id: string; online: boolean }>(
      planner,
      'updateUsersList',
      (u) => u._id === ids.manager && u.online,
    );
    const manager = await as('manager');
    await cameOnline;
    const listed = (await ctx.call('/fetch_chat_users', {}, tokens.planner)).json().users;
    expect(listed.find((u: { _id: string }) => u._id === ids.manager).online).toBe(true);
    const wentAway = nextEvent<{ _id: string; online: boolean }>(
      planner,
      'updateUsersList',
      (u) => u._id === ids.manager && !u.online,
    );
    manager.close();
    await wentAway;
  });
});

describe('the HTTP side', () => {
  it('answers 401 without a session and 400 on bad input', async () => {
    for (const path of [
      '/fetch_chat_users',
      '/fetch_chat_messages',
      '/mark_chat_read',
      '/fetch_alerts',
      '/mark_alerts_read',
    ])
      expect((await ctx.call(path, {})).statusCode, path).toBe(401);
    expect((await ctx.call('/fetch_chat_messages', { with: 'x' }, tokens.planner)).statusCode).toBe(400);
    expect((await ctx.call('/mark_alerts_read', { ids: ['x'] }, tokens.planner)).statusCode).toBe(400);
    // A missing link token is a bad link (401, issue 21); a bad id beside it is still bad input.
    expect((await ctx.call('/fetch_open_chat_messages', { with: ids.planner })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_open_chat_messages', { with: 'x' })).statusCode).toBe(400);
  });
});
