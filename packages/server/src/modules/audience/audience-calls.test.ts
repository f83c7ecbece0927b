import { optimizePlanDto, planAudienceDto, siteAudienceDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignRef,
  createCampaign,
  loadSeedSites,
  METRO,
  outsiderToken,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
let outsider: string;
let sites: SeedSite[];
let camp: CampaignRef;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  outsider = await outsiderToken(ctx, 'audience-outsider@other.test');
  sites = await loadSeedSites(ctx);
  camp = await createCampaign(ctx, planner, {
    budget: 30_000_000,
    start_date: '2030-03-01',
    end_date: '2030-03-28',
  });
});
afterAll(() => ctx.close());

const metroSites = () => sites.filter((s) => s.planning_enabled && s.state === METRO);
const NO_SUCH_CAMPAIGN = '00000000-0000-4000-8000-000000000000';

describe('the audience calls: token, policy, tenancy and input', () => {
  const calls: [string, (campId: string) => Record<string, unknown>, Record<string, unknown>][] = [
    ['/plan_audience', (campId) => ({ campId, inv_ids: [metroSites()[0].id] }), { inv_ids: [1.5] }],
    ['/site_audience', (campId) => ({ campId, siteId: metroSites()[0].id, inv_ids: [] }), { siteId: 'one' }],
    ['/optimize_plan', (campId) => ({ campId }), { budget: -5 }],
    ['/optimize_plan', (campId) => ({ campId }), { caps: { max_owner_share: 2 } }],
    ['/optimize_plan', (campId) => ({ campId }), { filters: { gender: 'x' } }],
  ];
  it.each(calls)(
    '%s: 401 without a token, 404 for another agency, 400 for bad input',
    async (path, body, bad) => {
      expect((await ctx.call(path, body(camp._id))).statusCode).toBe(401);
      const foreign = await ctx.call(path, body(camp._id), outsider);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect((await ctx.call(path, body(NO_SUCH_CAMPAIGN), planner)).statusCode).toBe(404);
      const res = await ctx.call(path, { ...body(camp._id), ...bad }, planner);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBeTruthy();
      expect((await ctx.call(path, undefined, planner)).statusCode).toBe(400);
    },
  );

  it('/optimize_plan: 403 for a read-only member, who still reads the figures', async () => {
    expect((await ctx.call('/optimize_plan', { campId: camp._id }, viewer)).statusCode).toBe(403);
    const read = await ctx.call('/plan_audience', { campId: camp._id, inv_ids: [] }, viewer);
    expect(read.statusCode, read.body).toBe(200);
  });

  it('/site_audience: 404 for a site that does not exist', async () => {
    const res = await ctx.call('/site_audience', { campId: camp._id, siteId: 2 ** 40, inv_ids: [] }, planner);
    expect(res.statusCode).toBe(404);
  });
});

describe('/plan_audience', () => {
  it('answers zeros for no site, and the target population of the campaign area', async () => {
    const res = await ctx.call('/plan_audience', { campId: camp._id, inv_ids: [] }, planner);
    const figures = planAudienceDto.parse(res.json());
    expect(figures.reach).toEqual({ median: 0, low: 0, high: 0 });
    expect(figures.impressions.median).toBe(0);
    expect(figures.weeks).toBe(4);
    // 20–40 year-olds of Greater Santiago's urban zones: about two million people.
    expect(figures.target_population).toBeGreaterThan(1_500_000);
    expect(figures.target_population).toBeLessThan(3_000_000);
  });

  it('grows as sites are added, the same figures for the same plan, with an interval around the median', async () => {
    const ids = metroSites().map((s) => s.id);
    const call = async (inv_ids: number[]) =>
      planAudienceDto.parse(
        (await ctx.call('/plan_audience', { campId: camp._id, inv_ids }, planner)).json(),
      );
    const small = await call(ids.slice(0, 5));
    const large = await call(ids.slice(0, 40));
    expect(small.reach.median).toBeGreaterThan(0);
    expect(large.reach.median).toBeGreaterThan(small.reach.median);
    expect(large.impressions.median).toBeGreaterThan(small.impressions.median);
    for (const f of [large.impressions, large.reach, large.frequency, large.grp]) {
      expect(f.low).toBeLessThanOrEqual(f.median);
      expect(f.high).toBeGreaterThanOrEqual(f.median);
      expect(f.high).toBeGreaterThan(f.low);
    }
    expect(large.frequency.median).toBeGreaterThanOrEqual(1);
    expect(large.distribution.one_plus).toBeGreaterThanOrEqual(large.distribution.three_plus);
    expect(['volumes', 'visibility', 'k', 'kernel', 'target_share']).toContain(large.main_uncertainty);
    expect(await call([...ids.slice(0, 40)].reverse())).toEqual(large);
  });

  it('counts fewer people for a narrower audience', async () => {
    const narrow = await createCampaign(ctx, planner, { budget: 30_000_000 });
    await ctx.database.query(
      `update campaigns set target_audience = '{"sex":"female","age_from":25,"age_to":44,"classes":["ab","c1a","c1b"]}'
        where id = $1`,
      [narrow._id],
    );
    const ids = metroSites()
      .slice(0, 20)
      .map((s) => s.id);
    const wide = planAudienceDto.parse(
      (await ctx.call('/plan_audience', { campId: camp._id, inv_ids: ids }, planner)).json(),
    );
    const few = planAudienceDto.parse(
      (await ctx.call('/plan_audience', { campId: narrow._id, inv_ids: ids }, planner)).json(),
    );
    expect(few.target_population).toBeLessThan(wide.target_population / 3);
    expect(few.impressions.median).toBeLessThan(wide.impressions.median);
  });
});

describe('sites whose measures an import left odd', () => {
  it('still count: text numbers read, missing or malformed values fall back', async () => {
    const [a, b, c] = metroSites().slice(-3);
    await ctx.database.query(
      `update sites set details = case id when $1 then '"not an object"'::jsonb
                                          when $2 then '{"avg_footfall": "12000", "quality": {"visibility": "7.5", "flow": [3]}}'::jsonb
                                          else details end,
                        demographics = case id when $3 then '{"600mt": [1, 2], "1000mt": {"population": "many"}}'::jsonb
                                               else demographics end
        where id = any($4::bigint[])`,
      [a.id, b.id, c.id, [a.id, b.id, c.id]],
    );
    const res = await ctx.call('/plan_audience', { campId: camp._id, inv_ids: [a.id, b.id, c.id] }, planner);
    expect(res.statusCode, res.body).toBe(200);
    expect(planAudienceDto.parse(res.json()).reach.median).toBeGreaterThan(0);
  });
});

describe('/site_audience', () => {
  it('answers the site alone and what it adds to a plan (nothing when already in it)', async () => {
    const [site, ...others] = metroSites();
    const body = { campId: camp._id, siteId: site.id, inv_ids: others.slice(0, 10).map((s) => s.id) };
    const res = await ctx.call('/site_audience', body, planner);
    expect(res.statusCode, res.body).toBe(200);
    const answer = siteAudienceDto.parse(res.json());
    expect(answer.weekly_target_impressions).toBeGreaterThan(0);
    expect(answer.cost_per_thousand).toBeGreaterThan(0);
    expect(answer.added_reach.median).toBeGreaterThan(0);
    const inPlan = await ctx.call('/site_audience', { ...body, inv_ids: [site.id] }, planner);
    expect(siteAudienceDto.parse(inPlan.json()).added_reach).toEqual({ median: 0, low: 0, high: 0 });
  });
});

describe('/optimize_plan', () => {
  it('proposes sites within the budget and caps, keeps the planned ones, with a rising curve', async () => {
    const plan = await createCampaign(ctx, planner, { budget: 20_000_000 });
    const [free] = await ctx.database.query<{ id: number }>(
      `select s.id::float8 as id from sites s where s.planning_enabled and s.state = $1
          and not exists (select 1 from plan_rows pr where pr.site_id = s.id) order by s.id limit 1`,
      [METRO],
    );
    const keep = sites.find((s) => s.id === free.id)!;
    const booked = await ctx.call('/v2/book_inventory', { campId: plan._id, inv_ids: [keep.id] }, planner);
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await ctx.call(
      '/optimize_plan',
      { campId: plan._id, caps: { max_sites: 12, max_owner_share: 0.6 } },
      planner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = optimizePlanDto.parse(res.json());
    expect(answer.inv_ids[0]).toBe(keep.id);
    const added = answer.inv_ids.slice(1).map((id) => sites.find((s) => s.id === id)!);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThanOrEqual(12);
    expect(new Set(answer.inv_ids).size).toBe(answer.inv_ids.length);
    // Each proposed site comes with what the dialog shows of it, in the same order.
    expect(answer.sites.map((s) => s._id)).toEqual(answer.inv_ids);
    const first = sites.find((s) => s.id === answer.sites[1]._id)!;
    expect(answer.sites[1]).toMatchObject({ site_code: first.site_code, price: first.price });
    for (const s of added) expect(s.state).toBe(METRO);
    const spent = added.reduce((sum, s) => sum + s.price, 0);
    expect(spent).toBeLessThanOrEqual(20_000_000 - keep.price);
    expect(answer.cost).toBe(spent + keep.price);
    const byOwner = new Map<string, number>();
    for (const s of added) byOwner.set(s.media_owner, (byOwner.get(s.media_owner) ?? 0) + s.price);
    for (const total of byOwner.values()) expect(total).toBeLessThanOrEqual(0.6 * (20_000_000 - keep.price));
    for (let i = 1; i < answer.curve.length; i++) {
      expect(answer.curve[i].cost).toBeGreaterThan(answer.curve[i - 1].cost);
      expect(answer.curve[i].reach).toBeGreaterThanOrEqual(answer.curve[i - 1].reach);
    }
    expect(answer.figures.reach.median).toBeGreaterThan(0);
    const same = optimizePlanDto.parse(
      (
        await ctx.call(
          '/optimize_plan',
          { campId: plan._id, caps: { max_sites: 12, max_owner_share: 0.6 } },
          planner,
        )
      ).json(),
    );
    expect(same).toEqual(answer);
  });

  it('follows the planning filters and an explicit budget', async () => {
    const res = await ctx.call(
      '/optimize_plan',
      { campId: camp._id, budget: 5_000_000, filters: { type: 'digital' } },
      planner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = optimizePlanDto.parse(res.json());
    const chosen = answer.inv_ids.map((id) => sites.find((s) => s.id === id)!);
    for (const s of chosen) expect(s.type).toBe('digital');
    expect(answer.cost).toBeLessThanOrEqual(5_000_000);
  });
});
