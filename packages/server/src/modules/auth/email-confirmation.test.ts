// Issue 23, finding 4: a self-registered account confirms its e-mail before it mails or invites anyone.
import { AUTH_MESSAGES, BUSINESS_UNITS } from '@plano/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, METRO } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, mailsTo, registerAccount, type TestContext } from '../../../test/index.ts';
import { createTokenService } from './tokens.ts';

let ctx: TestContext;
let siteIds: number[];

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  const sites = await ctx.database.query<{ id: number }>(
    `select s.id::float8 as id from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = $1 and s.state = $2 and s.planning_enabled order by s.id limit 2`,
    [DEMO.owner, METRO],
  );
  siteIds = sites.map((s) => s.id);
});
afterAll(() => ctx.close());

/** The link of the newest confirmation mail to an address, and its token. */
async function confirmationLink(email: string): Promise<{ link: string; token: string }> {
  const mails = (await mailsTo(ctx, email)).filter((m) => m.subject.includes('confirm your e-mail'));
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/open\/confirm_email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') };
}

async function plannedCampaign(token: string): Promise<string> {
  const camp = await createCampaign(ctx, token);
  const res = await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: siteIds }, token);
  expect(res.statusCode, res.body).toBe(200);
  return camp._id;
}

describe('a self-registered account', () => {
  it('mails and invites nobody until it opens the link it was mailed (403), then may', async () => {
    const email = 'nuevo@agencia.test';
    const { token } = await registerAccount(ctx, { email });
    const me = await ctx.call('/fetch_user_details', {}, token);
    expect(me.json().user.email_confirmed).toBe(false);
    const campId = await plannedCampaign(token);

    const calls: [string, Record<string, unknown>][] = [
      ['/send_inv_approval', { campId, invIds: siteIds }],
      ['/generatePlanoPPT', { campId, emails: 'someone@elsewhere.test, other@elsewhere.test', lng: 'en' }],
      [
        '/add_member',
        {
          name: 'Invited',
          email: 'invited@elsewhere.test',
          phone: '+56911111111',
          password: 'password-123',
          role: (await ctx.database.query('select role_id from users where email = $1', [email]))[0].role_id,
          business_units: [BUSINESS_UNITS[0]],
        },
      ],
    ];
    for (const [path, body] of calls) {
      const refused = await ctx.call(path, body, token);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.message).toBe(AUTH_MESSAGES.confirmEmailFirst);
    }
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind in ('deck', 'mail') and payload::text like '%elsewhere.test%'`,
    );
    expect(n).toBe(0);
    const [plan] = await ctx.database.query<{ statuses: string[] }>(
      'select array_agg(distinct status) as statuses from plan_rows where campaign_id = $1',
      [campId],
    );
    expect(plan.statuses).toEqual(['planned']);

    const { link, token: linkToken } = await confirmationLink(email);
    expect(link).toMatch(/\/open\/confirm_email\?token=/);
    const confirmed = await ctx.call('/confirm_email', { token: linkToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ msg: AUTH_MESSAGES.emailConfirmed });
    expect((await ctx.call('/fetch_user_details', {}, token)).json().user.email_confirmed).toBe(true);

    for (const [path, body] of calls) {
      const res = await ctx.call(path, body, token);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  });
});

describe('POST /api/confirm_email', () => {
  it('confirms once and again (the same link opened twice)', async () => {
    const email = 'twice@agencia.test';
    await registerAccount(ctx, { email });
    const { token } = await confirmationLink(email);
    expect((await ctx.call('/confirm_email', { token })).statusCode).toBe(200);
    expect((await ctx.call('/confirm_email', { token })).statusCode).toBe(200);
  });

  it('answers 401 for a forged, expired, other-kind or outdated link, and 400 for bad input', async () => {
    const email = 'bad-links@agencia.test';
    const { userId, token: session } = await registerAccount(ctx, { email });
    const tokens = createTokenService(ctx.config.APP_SECRET);
    const forged = await createTokenService(
      'another-secret-another-secret-another-1234',
    ).signEmailConfirmation(userId, email, 1);
    const expired = await new SignJWT({ typ: 'confirm_email', email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(ctx.config.APP_SECRET));
    const approval = await tokens.signApproval(userId, userId);
    // A link for an address the account no longer has.
    const outdated = await tokens.signEmailConfirmation(userId, 'old-address@agencia.test', 1);
    for (const [kind, token] of Object.entries({ forged, expired, approval, session, outdated })) {
      const res = await ctx.call('/confirm_email', { token });
      expect(res.statusCode, kind).toBe(401);
      expect(res.json().error.message, kind).toBe(AUTH_MESSAGES.badConfirmationLink);
    }
    const [row] = await ctx.database.query('select email_confirmed_at from users where id = $1', [userId]);
    expect(row.email_confirmed_at).toBeNull();

    for (const body of [{}, { token: '' }, { token: 7 }, { token: 'x'.repeat(2001) }]) {
      expect((await ctx.call('/confirm_email', body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(
        400,
      );
    }
  });
});

describe('POST /api/resend_email_confirmation', () => {
  it('mails a new link to the unconfirmed user, at most three an hour (429 says when)', async () => {
    const email = 'resend@agencia.test';
    const { token } = await registerAccount(ctx, { email });
    expect(await mailsTo(ctx, email)).toHaveLength(1);
    const again = await ctx.call('/resend_email_confirmation', {}, token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ msg: AUTH_MESSAGES.confirmationSent });
    expect(await mailsTo(ctx, email)).toHaveLength(2);
    expect((await ctx.call('/resend_email_confirmation', {}, token)).statusCode).toBe(200);
    const limited = await ctx.call('/resend_email_confirmation', {}, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /^A confirmation link was sent 3 times this hour, try again in \d+ min$/,
    );
    expect(await mailsTo(ctx, email)).toHaveLength(3);
    // Any of the links confirms.
    expect(
      (await ctx.call('/confirm_email', { token: (await confirmationLink(email)).token })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session, 409 for a confirmed user, 400 for a body', async () => {
    expect((await ctx.call('/resend_email_confirmation', {})).statusCode).toBe(401);
    const planner = await ctx.tokenOf(DEMO.planner);
    const confirmed = await ctx.call('/resend_email_confirmation', {}, planner);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.message).toBe(AUTH_MESSAGES.alreadyConfirmed);
    expect((await ctx.call('/resend_email_confirmation', { extra: 1 }, planner)).statusCode).toBe(400);
  });
});

describe('accounts the platform makes', () => {
  it('count as confirmed: demo users, Add Plano User, Add Media Owner, a member an agency adds', async () => {
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from users where email like '%@plano.test' and email_confirmed_at is null`,
    );
    expect(n).toBe(0);
    const admin = await ctx.tokenOf(DEMO.admin);
    const planoUser = await ctx.call(
      '/add_plano_user',
      {
        name: 'Plataforma',
        email: 'hecho@plataforma.test',
        company: 'Hecho',
        phone: '+56944444444',
        password: 'password-123',
        country: 'Chile',
      },
      admin,
    );
    expect(planoUser.statusCode, planoUser.body).toBe(200);
    expect(planoUser.json().user.email_confirmed).toBe(true);
    const owner = await ctx.call(
      '/add_proper_media_owner',
      {
        name: 'Vía Confirmada',
        email: 'via@confirmada.test',
        phone: '+56922222222',
        states: [METRO],
        country: 'Chile',
        password: 'password-123',
      },
      admin,
    );
    expect(owner.statusCode, owner.body).toBe(200);
    const manager = await ctx.tokenOf(DEMO.manager);
    const [role] = await ctx.database.query<{ role_id: string }>(
      'select role_id from users where email = $1',
      [DEMO.viewer],
    );
    const member = await ctx.call(
      '/add_member',
      {
        name: 'Miembro',
        email: 'miembro@andes.test',
        phone: '+56933333333',
        password: 'password-123',
        role: role.role_id,
        business_units: [BUSINESS_UNITS[0]],
      },
      manager,
    );
    expect(member.statusCode, member.body).toBe(200);
    const unconfirmed = await ctx.database.query(
      'select email from users where email = any($1::text[]) and email_confirmed_at is null',
      [['hecho@plataforma.test', 'via@confirmada.test', 'miembro@andes.test']],
    );
    expect(unconfirmed).toEqual([]);
  });
});
