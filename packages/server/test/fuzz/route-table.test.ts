// Every route says who may call it, and the guard holds for every one — read from the app's own
// route table, so a route added tomorrow is checked without anyone listing it here.
import { apiContract } from '@plano/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/modules/auth/tokens.ts';
import { createTestContext, DEMO, type TestContext } from '../index.ts';
import { apiRoutes } from './fuzz-run.ts';

/**
 * The calls meant to work without a session. A new public route fails the test below until it is
 * added here, on purpose, by someone who decided it should be open.
 */
const INTENDED_PUBLIC = new Set([
  '/api/signin',
  '/api/register',
  // The link of the e-mail confirmation mail (issue 23): its signed token instead of a session.
  '/api/confirm_email',
  // The open approval page: a signed link's token in the body instead of a session.
  '/api/fetch_open_user_details',
  '/api/fetch_approval_inventory',
  // Its part of the plan a page at a time and the ids awaiting its answer (decision 0044).
  '/api/fetch_approval_page',
  '/api/fetch_approval_pending_ids',
  '/api/approve_inventory',
  '/api/fetch_open_chat_users',
  '/api/fetch_open_chat_messages',
  '/api/mark_open_chat_read',
]);

let ctx: TestContext;
let forged: Record<string, string>;
let nobody: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 10 });
  const [user] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
    DEMO.planner,
  ]);
  const foreignKey = new TextEncoder().encode('another-secret-another-secret-another-1234');
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: user.id, typ: 'session', sid: user.id, exp: 4e9 }),
  ).toString('base64url')}.`;
  forged = {
    garbage: 'not-a-token',
    'alg none': none,
    'another key': await new SignJWT({ typ: 'session', sid: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(foreignKey),
    'approval link': await createTokenService(ctx.config.APP_SECRET).signApproval(user.id, user.id),
  };
  // A signed-in user whose role holds no policy at all.
  await ctx.database.query(
    `with r as (insert into roles (agency_id, name) select agency_id, 'no policies' from users where email = $1 returning id, agency_id)
     insert into users (name, email, password_hash, role_id, agency_id) select 'Nobody', 'nobody@plano.test', 'x', r.id, r.agency_id from r`,
    [DEMO.planner],
  );
  const [nobodyUser] = await ctx.database.query<{ id: string }>(
    "select id from users where email = 'nobody@plano.test'",
  );
  const { startSession } = await import('../../src/modules/auth/sessions.ts');
  nobody = await createTokenService(ctx.config.APP_SECRET).signSession(
    { userId: nobodyUser.id, sessionId: await startSession(ctx.database, nobodyUser.id, 1) },
    1,
  );
});
afterAll(() => ctx.close());

describe('the route table', () => {
  it('has a body schema on every call, and opens only the intended calls', () => {
    const routes = apiRoutes(ctx.app.routeTable);
    expect(routes.filter((r) => !r.body).map((r) => r.url)).toEqual([]);
    const open = routes.filter((r) => r.public).map((r) => r.url);
    expect(open.filter((url) => !INTENDED_PUBLIC.has(url))).toEqual([]);
  });

  // The web's client is typed by the same contract (issue 26): a call the server does not serve,
  // or serves with other schemas, would type-check on the web and fail at run time.
  it('serves every call of the contract with its schemas, and no call outside it', () => {
    const served = new Map(apiRoutes(ctx.app.routeTable).map((r) => [r.url.replace(/^\/api/, ''), r]));
    expect([...served.keys()].filter((path) => !(path in apiContract))).toEqual([]);
    for (const [path, call] of Object.entries(apiContract)) {
      const route = served.get(path);
      expect(route, path).toBeDefined();
      expect(route?.body, path).toBe(call.body);
      expect(route?.response, path).toBe('response' in call ? call.response : undefined);
    }
  });

  it('answers 401 on every call behind a token without one, or with a forged one', async () => {
    for (const route of apiRoutes(ctx.app.routeTable).filter((r) => !r.public)) {
      for (const [kind, token] of Object.entries({ none: '', ...forged })) {
        const res = await ctx.call(route.url.replace(/^\/api/, ''), {}, token);
        expect(res.statusCode, `${route.url} with ${kind}`).toBe(401);
      }
    }
  });

  it('answers 403 on every call that mails or invites, for an unconfirmed user who holds every policy', async () => {
    const mailing = apiRoutes(ctx.app.routeTable).filter((r) => r.confirmedEmail);
    expect(mailing.map((r) => r.url).sort()).toEqual([
      '/api/add_member',
      '/api/add_plano_user',
      '/api/add_proper_media_owner',
      '/api/generatePlanoPPT',
      '/api/send_inv_approval',
    ]);
    const [everything] = await ctx.database.query<{ id: string }>(
      `with r as (insert into roles (agency_id, name) select agency_id, 'every policy' from users where email = $1 returning id, agency_id),
            g as (insert into role_policies (role_id, policy_id) select r.id, p.id from r, policies p)
       insert into users (name, email, password_hash, role_id, agency_id)
       select 'Unconfirmed', 'unconfirmed@plano.test', 'x', r.id, r.agency_id from r returning id`,
      [DEMO.planner],
    );
    const tokens = createTokenService(ctx.config.APP_SECRET);
    const { startSession } = await import('../../src/modules/auth/sessions.ts');
    const unconfirmed = await tokens.signSession(
      { userId: everything.id, sessionId: await startSession(ctx.database, everything.id, 1) },
      1,
    );
    for (const route of mailing) {
      const res = await ctx.call(route.url.replace(/^\/api/, ''), {}, unconfirmed);
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().error.message, route.url).toMatch(/^Confirm your e-mail address first/);
    }
  });

  it('answers 403 on every call that names policies, for a user who holds none', async () => {
    for (const route of apiRoutes(ctx.app.routeTable).filter((r) => !r.public && r.policies.length > 0)) {
      const res = await ctx.call(route.url.replace(/^\/api/, ''), {}, nobody);
      expect(res.statusCode, route.url).toBe(403);
    }
  });
});
