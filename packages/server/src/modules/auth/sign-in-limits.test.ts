// Issue 23, finding 6: Register tells nobody who has an account; sign-in and registration are limited
// per client address; an address with repeated failed sign-ins is locked for a while.
import { AUTH_MESSAGES } from '@plano/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, mailsTo, type TestContext } from '../../../test/index.ts';
import { buildApp } from '../../app.ts';
import { LOCKOUT_FAILURES } from './sign-in-lockout.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    sites: 20,
    env: { SIGNIN_IP_RATE_LIMIT: '5', REGISTER_IP_RATE_LIMIT: '3' },
  });
});
afterAll(() => ctx.close());

let nextAddress = 1;
/** A client address of its own, so one test's count does not reach another's. */
const freshIp = () => `198.51.100.${nextAddress++}`;

const post = (app: FastifyInstance, url: string, body: unknown, ip: string, headers = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, remoteAddress: ip, headers });
const signin = (email: string, password: string, ip = freshIp()) =>
  post(ctx.app, '/signin', { email, password }, ip);
const newAccount = (email: string) => ({ name: 'Ana', company: 'Acme', email, password: 'password-123' });

describe('POST /api/register with an address that has an account', () => {
  it('answers exactly as for a new one, changes nothing, and mails the owner (once an hour)', async () => {
    const ip = freshIp();
    const fresh = await post(ctx.app, '/register', newAccount('brand-new@acme.test'), ip);
    const known = await post(ctx.app, '/register', newAccount('Planner@Plano.test'), ip);
    expect(fresh.statusCode).toBe(200);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(known.json()).toEqual({ msg: AUTH_MESSAGES.registered });

    // The planner's account is as it was: same password, same agency, no new agency named Acme.
    expect((await signin(DEMO.planner, DEMO_PASSWORD)).statusCode).toBe(200);
    const agencies = await ctx.database.query<{ n: number }>(
      "select count(*)::int as n from agencies where name = 'Acme'",
    );
    expect(agencies[0].n).toBe(1);

    const notices = (await mailsTo(ctx, DEMO.planner)).filter((m) => m.subject.includes('tried to register'));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toMatch(/already has one\. Nothing was changed/);
    expect(notices[0].text).toMatch(/\/auth\/login/);
    // The new address got its confirmation link instead.
    const confirmations = await mailsTo(ctx, 'brand-new@acme.test');
    expect(confirmations.map((m) => m.subject)).toEqual([
      'Plano: confirm your e-mail address / confirma tu correo',
    ]);

    // Strangers trying again within the hour do not flood the owner.
    await post(ctx.app, '/register', newAccount(DEMO.planner), freshIp());
    expect(
      (await mailsTo(ctx, DEMO.planner)).filter((m) => m.subject.includes('tried to register')),
    ).toHaveLength(1);
  });

  it('answers two registrations racing for one new address alike; one account is made', async () => {
    const both = await Promise.all([
      post(ctx.app, '/register', newAccount('race@acme.test'), freshIp()),
      post(ctx.app, '/register', newAccount('RACE@acme.test'), freshIp()),
    ]);
    expect(both.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { msg: AUTH_MESSAGES.registered }],
      [200, { msg: AUTH_MESSAGES.registered }],
    ]);
    const users = await ctx.database.query("select 1 from users where lower(email) = 'race@acme.test'");
    expect(users).toHaveLength(1);
  });
});

describe('limits per client address', () => {
  it('sign-in: many e-mails from one address get 429 past SIGNIN_IP_RATE_LIMIT; other addresses go on', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signin(`guess-${i}@acme.test`, 'wrong-password', ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await signin(DEMO.viewer, DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts from your network, try again in 1 min',
    });
    expect((await signin(DEMO.viewer, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('registration: 429 past REGISTER_IP_RATE_LIMIT an hour, and nothing is made', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await post(ctx.app, '/register', newAccount(`many-${i}@acme.test`), ip)).statusCode).toBe(200);
    }
    const limited = await post(ctx.app, '/register', newAccount('many-3@acme.test'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts from your network, try again in 60 min');
    expect(await ctx.database.query("select 1 from users where email = 'many-3@acme.test'")).toEqual([]);
  });

  it('believes X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    // Untrusted: a client cannot pick a new address per request to slip past the limit.
    const ip = freshIp();
    const spoofed = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(ctx.app, '/signin', { email: `spoof-${i}@acme.test`, password: 'x' }, ip, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      spoofed.push(res.statusCode);
    }
    expect(spoofed.at(-1)).toBe(429);

    // Behind one trusted proxy, two clients on the same proxy connection have a limit each.
    const behindProxy = await buildApp({ ...ctx.config, TRUST_PROXY: 1 }, ctx.database);
    try {
      const proxy = freshIp();
      const from = async (client: string, n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) {
          const res = await post(
            behindProxy,
            '/signin',
            { email: `p-${client}-${i}@acme.test`, password: 'x' },
            proxy,
            {
              'x-forwarded-for': client,
            },
          );
          out.push(res.statusCode);
        }
        return out;
      };
      expect((await from('203.0.113.50', 6)).at(-1)).toBe(429);
      expect(await from('203.0.113.51', 1)).toEqual([401]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the lockout after repeated failed sign-ins', () => {
  const lockedAnswer = {
    code: 'locked',
    message: 'Too many failed sign-ins with this Email, try again in 15 min',
  };

  it('locks the address for a while, even for the right password, and mails the owner once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOCKOUT_FAILURES; i++)
      statuses.push((await signin(DEMO.approver, `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, LOCKOUT_FAILURES - 1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await signin(DEMO.approver, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual(lockedAnswer);
    expect(right.json().retry_after).toBeGreaterThan(800);
    expect((await signin(DEMO.approver, 'wrong-again')).json().error).toEqual(lockedAnswer);

    const [row] = await ctx.database.query<{ locked: boolean }>(
      'select locked_until > now() as locked from sign_in_failures where email = $1',
      [DEMO.approver],
    );
    expect(row.locked).toBe(true);
    const mails = (await mailsTo(ctx, DEMO.approver)).filter((m) => m.subject.includes('sign-in paused'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(
      /10 failed sign-ins to your Plano account, so sign-in is paused for 15 minutes/,
    );

    // When the lock is over, the right password works and the count starts again.
    await ctx.database.query(
      "update sign_in_failures set locked_until = now() - interval '1 second', first_failed_at = now() - interval '16 minutes' where email = $1",
      [DEMO.approver],
    );
    expect((await signin(DEMO.approver, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(
      await ctx.database.query('select 1 from sign_in_failures where email = $1', [DEMO.approver]),
    ).toEqual([]);
  });

  it('answers an unknown address exactly as a known one: the lock tells a stranger nothing', async () => {
    const known: { status: number; body: unknown }[] = [];
    const unknown: { status: number; body: unknown }[] = [];
    for (let i = 0; i <= LOCKOUT_FAILURES; i++) {
      const a = await signin(DEMO.owner, `wrong-${i}`);
      const b = await signin('nobody-here@acme.test', `wrong-${i}`);
      // Seconds left may differ by one between the two calls; the rest must not differ at all.
      known.push({ status: a.statusCode, body: a.json().error });
      unknown.push({ status: b.statusCode, body: b.json().error });
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ status: 429, body: lockedAnswer });
    // Only an account's owner is mailed: the unknown address has nobody to tell.
    expect(await mailsTo(ctx, 'nobody-here@acme.test')).toEqual([]);
  });

  it('counts failures within the window only', async () => {
    const email = DEMO.viewer;
    for (let i = 0; i < LOCKOUT_FAILURES - 1; i++) await signin(email, `wrong-${i}`);
    await ctx.database.query(
      "update sign_in_failures set first_failed_at = now() - interval '16 minutes' where email = $1",
      [email],
    );
    expect((await signin(email, 'wrong-late')).statusCode).toBe(401);
    expect((await signin(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
