import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

const wrongSignin = (ctx: TestContext, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: DEMO.approver, password: 'not-the-password' },
  });

describe('the sign-in limit cannot be dodged with X-Forwarded-For', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ sites: 10, env: { SIGNIN_RATE_LIMIT: '5' } });
  });
  afterAll(() => ctx.close());

  it('trusts no proxy by default: a new forged address on every try is still limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await wrongSignin(ctx, `203.0.113.${i}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ sites: 10, env: { SIGNIN_RATE_LIMIT: '5', TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  it('takes the address the proxy saw, not what the client wrote before it', async () => {
    const statuses: number[] = [];
    // The proxy appends the real client (198.51.100.7); the client forged the part before it.
    for (let i = 0; i < 15; i++) {
      statuses.push((await wrongSignin(ctx, `203.0.113.${i}, 198.51.100.7`)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    // Another real client behind the same proxy is not locked out.
    expect((await wrongSignin(ctx, '198.51.100.8')).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ sites: 10 });
  });
  afterAll(() => ctx.close());

  it('are on the page, the assets, the API and its errors', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/auth/login' }),
      await ctx.app.inject({ method: 'GET', url: '/healthz' }),
      await ctx.call('/fetch_user_details', {}),
      await ctx.call('/signin', { email: DEMO.planner, password: 'plano-demo' }),
      await ctx.app.inject({ method: 'GET', url: '/geodata/no-such-file.json' }),
    ];
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('worker-src');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('TRUST_PROXY is checked at start', () => {
  it('refuses a value that is neither a hop count nor addresses', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });
});
