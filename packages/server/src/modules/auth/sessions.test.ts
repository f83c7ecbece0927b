import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../../../test/index.ts';
import { endUserSessions, REMEMBER_ME_HOURS } from './sessions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
});
afterAll(() => ctx.close());

async function signIn(email: string, remember = false): Promise<string> {
  const res = await ctx.call('/signin', { email, password: DEMO_PASSWORD, remember });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}
const details = (token: string) => ctx.call('/fetch_user_details', {}, token);

describe('sessions that can end', () => {
  it('/signout ends this session at once and leaves the user’s other sessions alone', async () => {
    const laptop = await signIn(DEMO.planner);
    const phone = await signIn(DEMO.planner);
    expect((await ctx.call('/signout', {})).statusCode).toBe(401);
    const out = await ctx.call('/signout', {}, laptop);
    expect(out.statusCode, out.body).toBe(200);
    const after = await details(laptop);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Your session has expired, sign in again');
    expect((await details(phone)).statusCode).toBe(200);
    expect((await ctx.call('/signout', { extra: 1 }, phone)).statusCode).toBe(400);
  });

  it('ending a user’s sessions (a password change) keeps only the one it spares', async () => {
    const keep = await signIn(DEMO.viewer);
    const other = await signIn(DEMO.viewer);
    const third = await signIn(DEMO.viewer);
    const sid = decodeJwt(keep).sid as string;
    const [user] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
      DEMO.viewer,
    ]);
    expect(await endUserSessions(ctx.database, user.id, { except: sid })).toBe(2);
    expect((await details(keep)).statusCode).toBe(200);
    expect((await details(other)).statusCode).toBe(401);
    expect((await details(third)).statusCode).toBe(401);
  });

  it('a session past its time answers 401 even while its token has not expired', async () => {
    const token = await signIn(DEMO.approver);
    await ctx.database.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      decodeJwt(token).sid,
    ]);
    expect((await details(token)).statusCode).toBe(401);
  });

  it('Remember me keeps a session at most 14 days; without it, the configured hours', async () => {
    const remembered = decodeJwt(await signIn(DEMO.owner, true));
    const plain = decodeJwt(await signIn(DEMO.owner));
    expect(remembered.exp! - remembered.iat!).toBe(REMEMBER_ME_HOURS * 3600);
    expect(REMEMBER_ME_HOURS).toBeLessThanOrEqual(14 * 24);
    expect(plain.exp! - plain.iat!).toBe(ctx.config.TOKEN_TTL_HOURS * 3600);
    const [row] = await ctx.database.query<{ hours: number }>(
      `select extract(epoch from expires_at - created_at)::float8 / 3600 as hours from sessions where id = $1`,
      [remembered.sid],
    );
    expect(Math.round(row.hours)).toBe(REMEMBER_ME_HOURS);
  });

  it('a token without a session id (an older token) is refused', async () => {
    const [user] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
      DEMO.owner,
    ]);
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ctx.config.APP_SECRET));
    expect((await details(legacy)).statusCode).toBe(401);
  });
});
