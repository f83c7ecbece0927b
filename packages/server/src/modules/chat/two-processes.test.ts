import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, nextEvent, send } from '../../../test/fixtures/chat-fixtures.ts';
import { createCampaign, METRO } from '../../../test/fixtures/planning-fixtures.ts';
import { buildApp, createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { createTokenService } from '../auth/tokens.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The machine's Redis, when it answers; the test is skipped (and says so) otherwise. */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const probe = net.connect({ host: hostname, port: Number(port || 6379) });
    probe.setTimeout(500);
    probe.once('connect', () => {
      probe.end();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
    probe.once('timeout', () => {
      probe.destroy();
      resolve(false);
    });
  });
}
const redisUp = await redisAnswers();

/**
 * Two Plano apps on one database and one Redis, each with its own HTTP server and Socket.IO: what
 * two processes behind one address are, minus the process boundary (the adapter sees no difference).
 */
describe.skipIf(!redisUp)('two processes with Redis', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const open: Socket[] = [];
  const on = async (url: string, who: string) => {
    const socket = await connect(url, { token: tokens[who] });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ sites: 200, env: { REDIS_URL } });
    second = await buildApp(ctx.config, ctx.database);
    urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await second.listen({ port: 0, host: '127.0.0.1' });
    for (const who of ['planner', 'approver', 'manager', 'owner'] as const) {
      tokens[who] = await ctx.tokenOf(DEMO[who]);
      const [row] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
        DEMO[who],
      ]);
      ids[who] = row.id;
    }
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await second?.close();
    await ctx?.close();
  });

  it('delivers a message sent on process A to a user on process B', async () => {
    const planner = await on(urlA, 'planner');
    const approver = await on(urlB, 'approver');
    const received = nextEvent<{ message: { text: string } }>(approver, 'message');
    expect((await send(planner, ids.approver, 'From A to B')).ok).toBe(true);
    expect((await received).message.text).toBe('From A to B');
  });

  it('shares presence: B’s connection is online in A’s list and A hears B leave', async () => {
    const planner = await on(urlA, 'planner');
    const cameOnline = nextEvent<{ _id: string; online: boolean }>(
      planner,
      'updateUsersList',
      (u) => u._id === ids.manager && u.online,
    );
    const manager = await on(urlB, 'manager');
    await cameOnline;
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/fetch_chat_users',
      headers: { authorization: `Bearer ${tokens.planner}` },
      payload: {},
    });
    expect(listed.json().users.find((u: { _id: string }) => u._id === ids.manager).online).toBe(true);
    const left = nextEvent<{ _id: string; online: boolean }>(
      planner,
      'updateUsersList',
      (u) => u._id === ids.manager && !u.online,
    );
    manager.close();
    await left;
  });

  it('carries an alert raised on process B to the planner on process A', async () => {
    const [site] = await ctx.database.query<{ id: number }>(
      `select s.id::float8 as id from sites s join users u on u.vendor_id = s.vendor_id
        where u.email = $1 and s.state = $2 and s.planning_enabled limit 1`,
      [DEMO.owner, METRO],
    );
    const camp = await createCampaign(ctx, tokens.planner);
    const post = (app: FastifyInstance, url: string, payload: object, token?: string) =>
      app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    await post(ctx.app, '/v2/book_inventory', { campId: camp._id, inv_ids: [site.id] }, tokens.planner);
    await post(ctx.app, '/send_inv_approval', { campId: camp._id, invIds: [site.id] }, tokens.planner);
    const planner = await on(urlA, 'planner');
    const rang = nextEvent<{ alert: { kind: string } }>(planner, 'new_alert');
    const token = await createTokenService(ctx.config.APP_SECRET).signApproval(ids.owner, camp._id);
    const decided = await post(second, '/approve_inventory', {
      campId: camp._id,
      userId: ids.owner,
      token,
      approval: 'disapprove',
      invIds: [site.id],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await rang).alert.kind).toBe('owner_decision');
  });
});

describe.runIf(!redisUp)('two processes with Redis (skipped)', () => {
  it.skip(`needs Redis at ${REDIS_URL}`, () => {});
});
