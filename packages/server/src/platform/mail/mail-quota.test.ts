// Issue 23, finding 4: every account's outgoing mail is limited per hour, counted in the database; a
// campaign's name in a subject is quoted as a name.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, METRO } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, mailsTo, registerAccount, type TestContext } from '../../../test/index.ts';
import { buildApp } from '../../app.ts';
import { quotedName } from './subject.ts';

const LIMIT = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), 'plano-mail-quota-'));
let ctx: TestContext;
let planner: string;
let manager: string;
let ownerSites: number[];

beforeAll(async () => {
  ctx = await createTestContext({
    sites: 300,
    env: { MAIL_RECIPIENTS_PER_HOUR: String(LIMIT), DATA_DIR: dataDir },
  });
  planner = await ctx.tokenOf(DEMO.planner);
  manager = await ctx.tokenOf(DEMO.manager);
  const sites = await ctx.database.query<{ id: number }>(
    `select s.id::float8 as id from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = $1 and s.state = $2 and s.planning_enabled order by s.id limit 3`,
    [DEMO.owner, METRO],
  );
  ownerSites = sites.map((s) => s.id);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@elsewhere.test`).join(', ');
const deck = async (token: string, emails: string) => {
  const camp = await createCampaign(ctx, token);
  return ctx.call('/generatePlanoPPT', { campId: camp._id, emails, lng: 'en' }, token);
};
const clearLedger = () => ctx.database.query('delete from mail_sends');

describe('the hourly recipient limit of an account', () => {
  it('answers 429 past MAIL_RECIPIENTS_PER_HOUR, saying when it frees up; the agency’s members share it', async () => {
    await clearLedger();
    expect((await deck(planner, addresses('a', 3))).statusCode).toBe(200);
    expect((await deck(planner, addresses('b', 2))).statusCode).toBe(200);
    const over = await deck(planner, addresses('c', 1));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({
      code: 'mail_limit',
      message: 'Your account may mail 5 recipients an hour, try again in 60 min',
    });
    expect(over.json().retry_after).toBeGreaterThan(3500);
    // Another member of the same agency: the same account, the same hour.
    expect((await deck(manager, addresses('d', 1))).statusCode).toBe(429);
    // Nothing was queued for the refused requests.
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'deck' and payload::text ~ '"(c|d)0@'`,
    );
    expect(n).toBe(0);

    // Another account has an hour of its own.
    const other = await registerAccount(ctx, { email: 'quota@otra.test' }, { confirmed: true });
    expect((await deck(other.token, addresses('e', 5))).statusCode).toBe(200);

    // As the oldest mails leave the hour, the answer says so.
    await ctx.database.query(
      `update mail_sends set sent_at = now() - interval '58 minutes 30 seconds'
        where recipients = 3 and account_key like 'agency:%'`,
    );
    const soon = await deck(planner, addresses('f', 1));
    expect(soon.json().error.message).toBe('Your account may mail 5 recipients an hour, try again in 2 min');
    await ctx.database.query(
      `update mail_sends set sent_at = now() - interval '61 minutes' where recipients = 3`,
    );
    expect((await deck(planner, addresses('g', 3))).statusCode).toBe(200);
  });

  it('refuses at once a request with more recipients than an hour allows', async () => {
    await clearLedger();
    const res = await deck(planner, addresses('h', LIMIT + 1));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      `Your account may mail at most ${LIMIT} recipients an hour, and this mails ${LIMIT + 1}`,
    );
  });

  it('counts Send For Approval too: refused, the plan stays as it was', async () => {
    await clearLedger();
    expect((await deck(planner, addresses('i', LIMIT))).statusCode).toBe(200);
    const camp = await createCampaign(ctx, planner);
    const booked = await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: ownerSites }, planner);
    expect(booked.statusCode, booked.body).toBe(200);
    const sent = await ctx.call('/send_inv_approval', { campId: camp._id, invIds: ownerSites }, planner);
    expect(sent.statusCode).toBe(429);
    expect(sent.json().error.code).toBe('mail_limit');
    const rows = await ctx.database.query<{ status: string }>(
      'select distinct status from plan_rows where campaign_id = $1',
      [camp._id],
    );
    expect(rows).toEqual([{ status: 'planned' }]);
    await clearLedger();
    const again = await ctx.call('/send_inv_approval', { campId: camp._id, invIds: ownerSites }, planner);
    expect(again.statusCode, again.body).toBe(200);
    const [{ recipients }] = await ctx.database.query<{ recipients: number }>(
      `select sum(recipients)::int as recipients from mail_sends where kind = 'approval'`,
    );
    expect(recipients).toBeGreaterThan(0);
  });

  it('is one count for every process on the database', async () => {
    await clearLedger();
    const second = await buildApp(ctx.config, ctx.database);
    try {
      expect((await deck(planner, addresses('j', 4))).statusCode).toBe(200);
      const camp = await createCampaign(ctx, planner);
      const viaSecond = await second.inject({
        method: 'POST',
        url: '/api/generatePlanoPPT',
        headers: { authorization: `Bearer ${planner}` },
        payload: { campId: camp._id, emails: addresses('k', 2), lng: 'en' },
      });
      expect(viaSecond.statusCode).toBe(429);
      // Two requests at once on two processes: together they never pass the limit.
      await clearLedger();
      const [one, two] = await Promise.all([
        deck(planner, addresses('l', 3)),
        second.inject({
          method: 'POST',
          url: '/api/generatePlanoPPT',
          headers: { authorization: `Bearer ${planner}` },
          payload: { campId: camp._id, emails: addresses('m', 3), lng: 'en' },
        }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('a campaign name in a subject', () => {
  const hostile = 'ACTION REQUIRED:\r\nre-verify\u202e at http://evil.test “now” ';

  it('is quoted as a name: one line, no control or invisible characters, shortened', () => {
    expect(quotedName(hostile)).toBe("“ACTION REQUIRED: re-verify at http://evil.test 'now'”");
    const long = quotedName('x'.repeat(200));
    expect([...long]).toHaveLength(62);
    expect(long.endsWith('…”')).toBe(true);
    expect(quotedName(' \u0000 ')).toBe('“…”');
  });

  it('in the approval mail and the deck mail', async () => {
    await clearLedger();
    const camp = await createCampaign(ctx, planner, { campaign_name: `${hostile}${'y'.repeat(80)}` });
    await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: ownerSites }, planner);
    const sent = await ctx.call('/send_inv_approval', { campId: camp._id, invIds: ownerSites }, planner);
    expect(sent.statusCode, sent.body).toBe(200);
    const [approval] = (await mailsTo(ctx, DEMO.owner)).slice(-1);
    expect(approval.subject).toMatch(
      /^Plano: approval request for “ACTION REQUIRED: re-verify at http:\/\/evil\.test 'now' y+…” \/ solicitud de aprobación$/,
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none may be left.
    expect(approval.subject).not.toMatch(/[\u0000-\u001f\u202e]/);

    await clearLedger();
    // Only this deck is built.
    await ctx.database.query(`delete from jobs where kind = 'deck'`);
    const res = await ctx.call(
      '/generatePlanoPPT',
      { campId: camp._id, emails: 'deck@elsewhere.test' },
      planner,
    );
    expect(res.statusCode, res.body).toBe(200);
    while ((await ctx.app.jobs.runDue(20)) > 0) {}
    const [mail] = await mailsTo(ctx, 'deck@elsewhere.test');
    expect(mail.subject).toMatch(/^Plano: PowerPoint of “ACTION REQUIRED: re-verify .*y+…”$/);
  });
});
