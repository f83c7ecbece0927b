import { AUTH_MESSAGES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { createTokenService } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 50, env: { SIGNIN_RATE_LIMIT: '5' } });
});
afterAll(() => ctx.close());

describe('POST /api/signin', () => {
  it('signs a demo account in with a token and the user with its policies', async () => {
    const res = await ctx.call('/signin', { email: DEMO.planner, password: 'plano-demo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user.email).toBe(DEMO.planner);
    expect(body.user).not.toHaveProperty('password_hash');
    const names = body.user.role.policies.map((p: { name: string }) => p.name);
    expect(names).toContain('create campaign policy');
    expect(names).not.toContain('admin_panel');
  });

  it('accepts the email in any case', async () => {
    const res = await ctx.call('/signin', { email: 'Viewer@Plano.TEST', password: 'plano-demo' });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const wrong = await ctx.call('/signin', { email: DEMO.admin, password: 'nope-nope' });
    const unknown = await ctx.call('/signin', { email: 'nobody@plano.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: 'Incorrect Email or Password' } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects bad input with field messages', async () => {
    const res = await ctx.call('/signin', { email: '', password: 42 });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('bad_request');
    expect(error.fields.email).toBe('Email is Required');
    expect(error.fields.password).toBe('Password is Required');
  });

  it('limits attempts per IP and email (429)', async () => {
    const email = 'approver@plano.test';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await ctx.call('/signin', { email, password: `wrong-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await ctx.call('/signin', { email, password: 'plano-demo' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another email from the same address is not locked out.
    expect((await ctx.call('/signin', { email: DEMO.owner, password: 'plano-demo' })).statusCode).toBe(200);
  });
});

describe('POST /api/register', () => {
  it('creates an agency account whose first user owns it; the owner then signs in', async () => {
    const res = await ctx.call('/register', {
      name: 'Rosa Díaz',
      company: 'Pacífico Medios',
      email: 'rosa@pacifico.test',
      password: 'a-good-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.registered });
    const signin = await ctx.call('/signin', { email: 'rosa@pacifico.test', password: 'a-good-password' });
    expect(signin.statusCode).toBe(200);
    const { token, user } = signin.json();
    expect(user.company).toBe('Pacífico Medios');
    expect(user.agency_id).toBeTruthy();
    expect(user.email_confirmed).toBe(false);
    const names = user.role.policies.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['create campaign policy', 'member_management_policy']));
    expect(names).not.toContain('admin_panel');
    const [agency] = await ctx.database.query<{ owner_user_id: string }>(
      'select owner_user_id from agencies where id = $1',
      [user.agency_id],
    );
    expect(agency.owner_user_id).toBe(user._id);
    const me = await ctx.call('/fetch_user_details', {}, token);
    expect(me.json().user._id).toBe(user._id);
  });

  it('stores nothing for an email that exists (any case), and answers as for a new one', async () => {
    const before = await ctx.database.query<{ n: number }>('select count(*)::int as n from agencies');
    const res = await ctx.call('/register', {
      name: 'Copy',
      company: 'Copy Co',
      email: 'PLANNER@plano.test',
      password: 'a-good-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.registered });
    const after = await ctx.database.query<{ n: number }>('select count(*)::int as n from agencies');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers every failing field at once', async () => {
    const res = await ctx.call('/register', {
      name: '  ',
      company: '',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is Required',
      company: 'Company is Required',
      email: 'Email is not a valid Email',
      password: 'New Password should be more than 8 characters',
    });
  });
});

describe('POST /api/fetch_user_details', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/fetch_user_details', {})).statusCode).toBe(401);
    const res = await ctx.call('/fetch_user_details', {}, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('refuses a token signed with another secret or expired', async () => {
    const foreign = await createTokenService('another-secret-another-secret-another-1234').signSession(
      { userId: 'x', sessionId: '00000000-0000-4000-8000-000000000000' },
      1,
    );
    expect((await ctx.call('/fetch_user_details', {}, foreign)).statusCode).toBe(401);
  });

  it('returns the signed-in user', async () => {
    const token = await ctx.tokenOf(DEMO.owner);
    const res = await ctx.call('/fetch_user_details', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.owner);
    expect(res.json().user.vendor_id).toBeTruthy();
  });

  it('rejects a body that is not an object', async () => {
    const token = await ctx.tokenOf(DEMO.owner);
    const res = await ctx.call('/fetch_user_details', [1, 2], token);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/fetch_open_user_details', () => {
  it('returns the media owner of a signed approval link without a session', async () => {
    const [owner] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
      DEMO.owner,
    ]);
    const link = await createTokenService(ctx.config.APP_SECRET).signApproval(owner.id, 'camp-1');
    const res = await ctx.call('/fetch_open_user_details', { token: link });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.owner);
  });

  it('refuses a session token, a forged link and a missing one alike (401, issue 21)', async () => {
    const session = await ctx.tokenOf(DEMO.owner);
    expect((await ctx.call('/fetch_open_user_details', { token: session })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_open_user_details', { token: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_open_user_details', {})).statusCode).toBe(401);
    expect((await ctx.call('/fetch_open_user_details', { token: 7 })).statusCode).toBe(400);
  });
});
