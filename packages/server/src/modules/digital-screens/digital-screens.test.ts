import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeService, startFakeService } from '../../../test/fake-service.ts';
import { plannedCampaign, sitesByKind } from '../../../test/fixtures/export-fixtures.ts';
import { outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let platform: FakeService;
let planner: string;
let owner: string;
let approver: string;
const PASSWORD = 'S3cret-Pl4tform-pass';
const cred = { email: 'screens@agency.test', password: PASSWORD };

beforeAll(async () => {
  platform = await startFakeService();
  ctx = await createTestContext({
    sites: 300,
    env: { DIGITAL_PLATFORM_URL: platform.url, INTEGRATION_TIMEOUT_MS: '2000', INTEGRATION_ATTEMPTS: '3' },
  });
  planner = await ctx.tokenOf(DEMO.planner);
  owner = await ctx.tokenOf(DEMO.owner);
  approver = await ctx.tokenOf(DEMO.approver);
});
afterAll(async () => {
  await ctx.close();
  await platform.close();
});
beforeEach(() => platform.reset());

/** The password must be in no table, no URL and no header: only in the platform request's body. */
async function expectCredentialsNowhereElse(): Promise<void> {
  const tables = await ctx.database.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public'",
  );
  for (const { name } of tables) {
    const [{ n }] = await ctx.database.query<{ n: number }>(
      `select count(*)::int as n from "${name}" t where t::text like $1`,
      [`%${PASSWORD}%`],
    );
    expect(n, `password found in table ${name}`).toBe(0);
  }
  for (const seen of platform.requests) {
    expect(seen.url).not.toContain(PASSWORD);
    expect(seen.url).not.toContain(encodeURIComponent(cred.email));
    expect(JSON.stringify(seen.headers)).not.toContain(PASSWORD);
  }
}

describe('POST /api/createScreenoList', () => {
  const create = (body: Record<string, unknown>, token = planner) =>
    ctx.call('/createScreenoList', body, token);

  it('401, 403 without campaign_transfer_policy, 400 bad input, 404 for another agency; nothing sent', async () => {
    const digital = await sitesByKind(ctx, true, 2);
    const { camp } = await plannedCampaign(ctx, planner, { size: 2, booked: 2, siteIds: digital });
    const body = { campId: camp._id, screenoCred: cred, camp_details: { name: 'x' } };
    expect((await create(body, '')).statusCode).toBe(401);
    expect((await create(body, approver)).statusCode).toBe(403);
    for (const bad of [
      { ...body, screenoCred: { email: 'nope', password: 'x' } },
      { ...body, screenoCred: { email: cred.email, password: '' } },
      { ...body, screenoCred: undefined },
      { ...body, campId: 'x' },
    ]) {
      expect((await create(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const outsider = await outsiderToken(ctx, 'screens-outsider@other.test');
    expect((await create(body, outsider)).statusCode).toBe(404);
    expect(platform.requests).toHaveLength(0);
  });

  it('sends only the booked Digital sites, credentials only in the body; answers the platform address', async () => {
    const digital = await sitesByKind(ctx, true, 3);
    const statics = await sitesByKind(ctx, false, 2);
    // Two Digital booked, one Digital only planned, two Static booked.
    const ids = [digital[0], digital[1], statics[0], statics[1], digital[2]];
    const { camp } = await plannedCampaign(ctx, planner, { size: 5, siteIds: ids });
    await ctx.database.query(
      `update plan_rows set status = 'booked' where campaign_id = $1 and site_id = any($2::bigint[])`,
      [camp._id, ids.slice(0, 4)],
    );
    const res = await create({ campId: camp._id, screenoCred: cred, camp_details: { name: 'ignored' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: 'List created in the digital-screen platform',
      sites: 2,
      platform_url: platform.url,
    });
    expect(platform.requests).toHaveLength(1);
    const [sent] = platform.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/lists');
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = sent.body as {
      email: string;
      password: string;
      name: string;
      sites: { site_code: string }[];
    };
    expect(body.email).toBe(cred.email);
    expect(body.password).toBe(PASSWORD);
    expect(body.name).toBe('Café Andino — Invierno en Santiago');
    const codes = await ctx.database.query<{ site_code: string }>(
      'select site_code from sites where id = any($1::bigint[]) order by site_code',
      [digital.slice(0, 2)],
    );
    expect(body.sites.map((s) => s.site_code)).toEqual(codes.map((c) => c.site_code));
    await expectCredentialsNowhereElse();

    // A campaign without booked Digital sites sends nothing.
    platform.reset();
    const [freshStatic] = await sitesByKind(ctx, false, 1);
    const { camp: staticOnly } = await plannedCampaign(ctx, planner, {
      size: 1,
      booked: 1,
      siteIds: [freshStatic],
    });
    await ctx.database.query("update plan_rows set status = 'planned' where campaign_id = $1", [
      staticOnly._id,
    ]);
    const none = await create({ campId: staticOnly._id, screenoCred: cred });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('no_digital_sites');
    expect(platform.requests).toHaveLength(0);
  });

  it('retries after a 500, gives up on timeouts with Error In Sync; a refused login is Error In Sync too', async () => {
    const digital = await sitesByKind(ctx, true, 8);
    const { camp } = await plannedCampaign(ctx, planner, { size: 1, booked: 1, siteIds: [digital[7]] });
    platform.script({ status: 500 }, { status: 201 });
    expect((await create({ campId: camp._id, screenoCred: cred })).statusCode).toBe(200);
    expect(platform.requests).toHaveLength(2);
    expect(platform.requests[0].headers['idempotency-key']).toBe(
      platform.requests[1].headers['idempotency-key'],
    );

    platform.reset();
    platform.script('hang', 'hang', 'hang');
    // A platform that never answers is given up on after each try's timeout: a short one here,
    // where nothing answers anyway (the working calls keep 2 s for a busy machine).
    const timedOut = await ctx.withSettings({ INTEGRATION_TIMEOUT_MS: 250 }, () =>
      create({ campId: camp._id, screenoCred: cred }),
    );
    expect(timedOut.statusCode).toBe(502);
    expect(timedOut.json().error).toMatchObject({ code: 'sync_error', message: 'Error In Sync' });
    expect(platform.requests).toHaveLength(3);

    platform.reset();
    platform.script({ status: 401, body: { error: 'bad login' } });
    const refused = await create({ campId: camp._id, screenoCred: cred });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Error In Sync');
    expect(refused.body).not.toContain(PASSWORD);
    expect(platform.requests).toHaveLength(1);
    await expectCredentialsNowhereElse();
  });

  it('unset DIGITAL_PLATFORM_URL says not configured and sends nothing', async () => {
    await ctx.withSettings({ DIGITAL_PLATFORM_URL: undefined }, async () => {
      const res = await create({ campId: '00000000-0000-4000-8000-000000000000', screenoCred: cred });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'not_configured',
        message: 'The digital-screen platform is not configured',
      });
      const sync = await ctx.call('/syncListToScreeno', { vendor_inventory: [1], ...cred }, owner);
      expect(sync.statusCode).toBe(409);
    });
    expect(platform.requests).toHaveLength(0);
  });
});

describe('POST /api/syncListToScreeno', () => {
  const sync = (body: Record<string, unknown>, token = owner) => ctx.call('/syncListToScreeno', body, token);
  const ownSites = async (digital: boolean) =>
    (
      await ctx.database.query<{ id: number; site_code: string }>(
        `select s.id::float8 as id, s.site_code from sites s join users u on u.vendor_id = s.vendor_id
          where u.email = $1 and (s.additional_data->>'static_digital' = 'Digital') = $2 order by s.site_code limit 3`,
        [DEMO.owner, digital],
      )
    ).map((r) => r);

  it("401, 403 without inventory management, 400 bad input; another owner's site answers 404", async () => {
    const [mine] = await ownSites(true);
    const body = { vendor_inventory: [mine.id], ...cred };
    expect((await sync(body, '')).statusCode).toBe(401);
    expect((await sync(body, planner)).statusCode).toBe(403);
    for (const bad of [
      { ...body, vendor_inventory: [] },
      { ...body, email: 'x' },
      { ...body, password: '' },
    ]) {
      expect((await sync(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [other] = await ctx.database.query<{ id: number }>(
      `select s.id::float8 as id from sites s where s.vendor_id <> (select vendor_id from users where email = $1) limit 1`,
      [DEMO.owner],
    );
    expect((await sync({ ...body, vendor_inventory: [mine.id, other.id] })).statusCode).toBe(404);
    expect(platform.requests).toHaveLength(0);
  });

  it("sends the owner's own Digital sites only, credentials only in the body; Error In Sync on failure", async () => {
    const digital = await ownSites(true);
    const statics = await ownSites(false);
    expect(digital.length).toBeGreaterThan(0);
    const res = await sync({ vendor_inventory: [...digital, ...statics].map((s) => s.id), ...cred });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sites: digital.length, platform_url: platform.url });
    const [sent] = platform.requests;
    expect(sent.url).toBe('/lists');
    const body = sent.body as { email: string; password: string; sites: { site_code: string }[] };
    expect(body).toMatchObject({ email: cred.email, password: PASSWORD });
    expect(body.sites.map((s) => s.site_code)).toEqual(digital.map((s) => s.site_code));

    platform.reset();
    platform.script({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await sync({ vendor_inventory: [digital[0].id], ...cred });
    expect(failed.json().error.message).toBe('Error In Sync');
    expect(platform.requests).toHaveLength(3);

    if (statics.length) {
      platform.reset();
      const none = await sync({ vendor_inventory: [statics[0].id], ...cred });
      expect(none.json().error.code).toBe('no_digital_sites');
      expect(platform.requests).toHaveLength(0);
    }
    await expectCredentialsNowhereElse();
  });
});
