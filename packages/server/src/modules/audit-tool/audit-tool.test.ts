import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeService, startFakeService } from '../../../test/fake-service.ts';
import { plannedCampaign } from '../../../test/fixtures/export-fixtures.ts';
import { outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, inDays, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let audit: FakeService;
let planner: string;
let approver: string;

beforeAll(async () => {
  audit = await startFakeService();
  ctx = await createTestContext({
    sites: 200,
    env: {
      AUDIT_TOOL_URL: `${audit.url}/v1/`,
      AUDIT_TOOL_TOKEN: 'audit-token-123',
      INTEGRATION_TIMEOUT_MS: '2000',
      INTEGRATION_ATTEMPTS: '3',
    },
  });
  planner = await ctx.tokenOf(DEMO.planner);
  approver = await ctx.tokenOf(DEMO.approver);
});
afterAll(async () => {
  await ctx.close();
  await audit.close();
});
beforeEach(() => audit.reset());

const sync = (campId: string, token = planner) => ctx.call('/make_locaudit_camp', { campId }, token);
const created = async (campId: string) =>
  (
    await ctx.database.query<{ v: boolean }>('select locaudit_created as v from campaigns where id = $1', [
      campId,
    ])
  )[0].v;

describe('POST /api/make_locaudit_camp', () => {
  it('401, 403 without campaign_transfer_policy, 400 bad input, 404 for another agency; nothing sent', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 2, booked: 2 });
    expect((await sync(camp._id, '')).statusCode).toBe(401);
    expect((await sync(camp._id, approver)).statusCode).toBe(403);
    expect((await ctx.call('/make_locaudit_camp', { campId: 'nope' }, planner)).statusCode).toBe(400);
    expect((await ctx.call('/make_locaudit_camp', {}, planner)).statusCode).toBe(400);
    const outsider = await outsiderToken(ctx, 'audit-outsider@other.test');
    expect((await sync(camp._id, outsider)).statusCode).toBe(404);
    expect(audit.requests).toHaveLength(0);
    expect(await created(camp._id)).toBe(false);
  });

  it('sends exactly the contract: path, bearer token, Idempotency-Key, the booked sites only; marks it created', async () => {
    const { camp, siteIds } = await plannedCampaign(ctx, planner, { size: 4, booked: 3 });
    const res = await sync(camp._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Campaign synced with Locaudit Successfully',
      sites: 3,
      locaudit_created: true,
    });
    expect(audit.requests).toHaveLength(1);
    const [sent] = audit.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/campaigns');
    expect(sent.headers.authorization).toBe('Bearer audit-token-123');
    expect(sent.headers['idempotency-key']).toBe(camp._id);
    expect(sent.headers['content-type']).toBe('application/json');
    const body = sent.body as { campaign: Record<string, unknown>; sites: Record<string, unknown>[] };
    expect(body.campaign).toEqual({
      id: camp._id,
      name: 'Invierno en Santiago',
      brand: 'Café Andino',
      start_date: camp.start_date,
      end_date: camp.end_date,
      states: ['Región Metropolitana de Santiago'],
      cities: ['All'],
    });
    const booked = await ctx.database.query<{ site_code: string }>(
      'select site_code from sites where id = any($1::bigint[]) order by site_code',
      [siteIds.slice(0, 3)],
    );
    expect(body.sites.map((s) => s.site_code)).toEqual(booked.map((s) => s.site_code));
    expect(Object.keys(body.sites[0]).sort()).toEqual(
      [
        'booking_end',
        'booking_start',
        'city',
        'format',
        'lat',
        'lng',
        'location',
        'media_owner',
        'site_code',
      ].sort(),
    );
    expect(body.sites[0].booking_start).toBe(camp.start_date);
    expect(await created(camp._id)).toBe(true);
  });

  it('retries after a 500 with the same Idempotency-Key, and succeeds', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 1, booked: 1 });
    audit.script({ status: 500 }, { status: 503 }, { status: 201, body: { id: 'a1' } });
    const res = await sync(camp._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(audit.requests).toHaveLength(3);
    expect(new Set(audit.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([camp._id]));
  });

  it('gives up after the attempts (500s or timeouts): Error In Sync, not marked created', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 1, booked: 1 });
    audit.script({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await sync(camp._id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({ code: 'sync_error', message: 'Error In Sync' });
    expect(audit.requests).toHaveLength(3);

    audit.reset();
    audit.script('hang', 'hang', 'hang');
    // A service that never answers is given up on after each try's timeout: a short one here,
    // where nothing answers anyway (the working calls keep 2 s for a busy machine).
    const timedOut = await ctx.withSettings({ INTEGRATION_TIMEOUT_MS: 250 }, () => sync(camp._id));
    expect(timedOut.statusCode).toBe(502);
    expect(timedOut.json()).toMatchObject({ reason: 'timeout', error: { code: 'sync_error' } });
    expect(audit.requests).toHaveLength(3);

    audit.reset();
    audit.script({ status: 422, body: { error: 'bad campaign' } });
    const refused = await sync(camp._id);
    expect(refused.statusCode).toBe(422);
    expect(audit.requests).toHaveLength(1); // a 4xx is an answer, not retried
    expect(await created(camp._id)).toBe(false);
  });

  it('an end date before today answers the SPEC message and sends nothing; no booked sites neither', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 1, booked: 1 });
    await ctx.database.query('update campaigns set start_date = $2, end_date = $3 where id = $1', [
      camp._id,
      inDays(-30),
      inDays(-2),
    ]);
    const past = await sync(camp._id);
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: 'end_date_past',
      message: "Please edit campaign end date since it cannot be less than today's date",
    });
    const { camp: unbooked } = await plannedCampaign(ctx, planner, { size: 1 });
    expect((await sync(unbooked._id)).json().error.code).toBe('no_booked_sites');
    expect(audit.requests).toHaveLength(0);
  });

  it('unset settings say "not configured" (409), never a fake success; fetch_integrations hides the link', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 1, booked: 1 });
    const info = await ctx.call('/fetch_integrations', {}, planner);
    expect(info.json().audit_tool_url).toBe(`${audit.url}/v1/`);
    await ctx.withSettings({ AUDIT_TOOL_URL: undefined }, async () => {
      const res = await sync(camp._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'not_configured',
        message: 'The audit tool is not configured',
      });
      expect((await ctx.call('/fetch_integrations', {}, planner)).json().audit_tool_url).toBeNull();
    });
    expect(audit.requests).toHaveLength(0);
    expect(await created(camp._id)).toBe(false);
    expect(JSON.stringify(info.json())).not.toContain('audit-token-123');
  });
});
