import { BAD_APPROVAL_LINK } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { tamperedSignature } from '../../../test/tampered.ts';
import { createTokenService } from '../auth/tokens.ts';

/**
 * Issue 21: whatever is wrong with an approval link's token — missing, empty, short, overlong,
 * garbage, characters no token has — the open calls answer what they answer for a forged or
 * expired one, so the page shows its bad-link page instead of a field message.
 */
let ctx: TestContext;
let link: { userId: string; campId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
  const [owner] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
    DEMO.owner,
  ]);
  const camp = await createCampaign(ctx, await ctx.tokenOf(DEMO.planner));
  const token = await createTokenService(ctx.config.APP_SECRET).signApproval(owner.id, camp._id);
  link = { userId: owner.id, campId: camp._id, token };
});
afterAll(() => ctx.close());

/** Each open call of the approval page, with the rest of its body right. */
const OPEN_CALLS: { path: string; body: (token?: string) => Record<string, unknown> }[] = [
  { path: '/fetch_approval_inventory', body: (token) => ({ ...link, token }) },
  { path: '/fetch_approval_page', body: (token) => ({ ...link, token, page: 0, limit: 20 }) },
  { path: '/fetch_approval_pending_ids', body: (token) => ({ ...link, token }) },
  { path: '/approve_inventory', body: (token) => ({ ...link, token, approval: 'approve', invIds: [1] }) },
  { path: '/fetch_open_user_details', body: (token) => ({ token, userId: link.userId }) },
  { path: '/fetch_open_chat_users', body: (token) => ({ token }) },
];

const BAD_TOKENS: Record<string, string | undefined> = {
  missing: undefined,
  empty: '',
  short: 'abc',
  garbage: 'not-a-token-at-all-just-some-text',
  'three garbage parts': 'aaaa.bbbb.cccc',
  overlong: 'x'.repeat(5000),
  'control characters': `${'a'.repeat(20)}\u0001\u0000`,
};

const badLink = { error: { code: 'unauthorized', message: BAD_APPROVAL_LINK } };

describe('the open approval calls with a bad token', () => {
  it('work with the link as sent (the control)', async () => {
    const res = await ctx.call('/fetch_approval_inventory', link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().camp._id).toBe(link.campId);
  });

  for (const [kind, token] of Object.entries(BAD_TOKENS)) {
    it(`answer a ${kind} token as a bad link (401), never a field message`, async () => {
      for (const call of OPEN_CALLS) {
        const res = await ctx.call(call.path, call.body(token));
        expect(res.statusCode, `${call.path}: ${res.body}`).toBe(401);
        expect(res.json(), call.path).toEqual(badLink);
      }
    });
  }

  it('answer exactly as for a forged or an expired token', async () => {
    const forged = tamperedSignature(link.token);
    const short = await ctx.call('/fetch_approval_inventory', { ...link, token: 'abc' });
    const tampered = await ctx.call('/fetch_approval_inventory', { ...link, token: forged });
    expect(tampered.statusCode).toBe(short.statusCode);
    expect(tampered.json()).toEqual(short.json());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 86_400_000);
    try {
      const expired = await ctx.call('/fetch_approval_inventory', link);
      expect(expired.statusCode).toBe(short.statusCode);
      expect(expired.json()).toEqual(short.json());
    } finally {
      vi.useRealTimers();
    }
  });

  it('keep 400 for a body that is not a link at all, and for bad input beside a good link', async () => {
    const wrongType = await ctx.call('/fetch_approval_inventory', { ...link, token: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(BAD_APPROVAL_LINK);
    expect((await ctx.call('/fetch_approval_inventory', ['text'])).statusCode).toBe(400);
    const notAnId = await ctx.call('/fetch_approval_inventory', { ...link, campId: 'abc' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.fields).toEqual({ campId: 'campId is not a valid campaign id' });
    const noDecision = await ctx.call('/approve_inventory', { ...link, approval: 'maybe', invIds: [1] });
    expect(noDecision.statusCode).toBe(400);
    expect(noDecision.json().error.fields).toEqual({ approval: 'approval must be approve or disapprove' });
  });
});
