// The defects the attack run of issue 8 found, each tried again: they must answer 4xx now.
import { MAX_PLAN_SITES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  loadSeedSites,
  METRO,
  planSize,
  type SeedSite,
} from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let sites: SeedSite[];
let campId: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  planner = await ctx.tokenOf(DEMO.planner);
  sites = await loadSeedSites(ctx);
  campId = (await createCampaign(ctx, planner))._id;
});
afterAll(() => ctx.close());

const NUL = 'a\u0000b';

describe('control characters never reach the database', () => {
  it('answers 400 naming the field, on an open call and on calls behind a token', async () => {
    const register = await ctx.call('/register', {
      name: NUL,
      company: 'Acme',
      email: 'nul@acme.test',
      password: 'password-123',
    });
    expect(register.statusCode, register.body).toBe(400);
    expect(register.json().error.message).toBe('Name contains characters that are not allowed');

    const cases: [string, Record<string, unknown>, string][] = [
      ['/create_campaign', { brand: NUL }, 'brand'],
      [
        '/v2/fetch_distinct_filters',
        { fields: ['city'], query: { state: { $in: [NUL] } } },
        'query.state.$in.0',
      ],
      ['/fetch_sugg_inventory', { campId, search: NUL }, 'search'],
      ['/fetch_sugg_inventory', { campId, filters: { format: [NUL] } }, 'filters.format.0'],
      ['/v2/fetch_sugg_inventory_map', { campId, filters: { media_owner: NUL } }, 'filters.media_owner'],
      ['/update_campaign', { campId, data: { cities: ['\u001f'] } }, 'data.cities.0'],
      ['/fetch_sugg_inventory', { campId, search: 'lone \ud800 surrogate' }, 'search'],
    ];
    for (const [path, body, field] of cases) {
      const res = await ctx.call(path, body, planner);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().error.fields?.[field], `${path} ${res.body}`).toMatch(/not allowed/);
    }
  });

  it('refuses a key with a control character and nesting far deeper than any call', async () => {
    const key = await ctx.call('/fetch_sugg_inventory', { campId, filters: { [NUL]: 1 } }, planner);
    expect(key.statusCode).toBe(400);
    // Written as text: JSON.stringify itself cannot go 10,000 levels deep.
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/fetch_sugg_inventory',
      headers: { authorization: `Bearer ${planner}`, 'content-type': 'application/json' },
      payload: `{"campId":"${campId}","filters":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toBe('Request body is nested too deeply');
  });

  it('keeps tabs and line breaks, which real text holds', async () => {
    const res = await ctx.call('/fetch_sugg_inventory', { campId, search: 'a\tb' }, planner);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('numbers the database cannot hold', () => {
  it('refuses ids beyond 64 bits and rounds tiny slider values to the step', async () => {
    const huge = await ctx.call(
      '/fetch_sugg_inventory',
      { campId, filters: { nearby: { places: ['99999999999999999999'], radius: 2000 } } },
      planner,
    );
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().error.message).toBe('Place is not a valid id');
    for (const tiny of [1e-50, 5e-324]) {
      for (const filters of [
        { area_n: { $gte: tiny } },
        { 'additional_data.final_score': { $gte: tiny, $lte: 1 } },
        { nearby: { places: [1], radius: tiny } },
      ]) {
        const res = await ctx.call('/fetch_sugg_inventory', { campId, filters }, planner);
        expect(res.statusCode, `${JSON.stringify(filters)} ${res.body}`).toBe(200);
        const map = await ctx.call('/v2/fetch_sugg_inventory_map', { campId, filters }, planner);
        expect(map.statusCode, map.body).toBe(200);
      }
    }
  });
});

describe('a plan stays inside its campaign', () => {
  it('refuses sites of another region, naming them, and stores nothing', async () => {
    const elsewhere = sites.filter((s) => s.planning_enabled && s.state !== METRO).slice(0, 3);
    const inside = sites.find((s) => s.planning_enabled && s.state === METRO)!;
    expect(elsewhere).toHaveLength(3);
    const camp = await createCampaign(ctx, planner);
    const res = await ctx.call(
      '/v2/book_inventory',
      { campId: camp._id, inv_ids: [inside.id, ...elsewhere.map((s) => s.id)] },
      planner,
    );
    expect(res.statusCode, res.body).toBe(400);
    for (const site of elsewhere) expect(res.json().error.message).toContain(site.site_code);
    expect(res.json().error.message).not.toContain(inside.site_code);
    expect(await planSize(ctx, camp._id)).toBe(0);
  });

  it('refuses a site of the other media type', async () => {
    const camp = await createCampaign(ctx, planner, { media_type: 'digital' });
    const ooh = sites.find((s) => s.planning_enabled && s.state === METRO && s.type === 'ooh')!;
    const res = await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: [ooh.id] }, planner);
    expect(res.statusCode, res.body).toBe(400);
    expect(await planSize(ctx, camp._id)).toBe(0);
  });
});

describe('long id lists', () => {
  it('sums 100,000 ids and refuses more, clearly, before looking at them', async () => {
    const ids = sites.map((s) => s.id);
    const full = Array.from({ length: MAX_PLAN_SITES }, (_, i) => ids[i % ids.length]);
    const ok = await ctx.call('/get_budget_inv', { campId, inv_ids: full }, planner);
    expect(ok.statusCode, ok.body).toBe(200);
    const once = await ctx.call('/get_budget_inv', { campId, inv_ids: ids }, planner);
    // Duplicates count once: the same sites, the same budget.
    expect(ok.json().budget_used).toBe(once.json().budget_used);
    for (const length of [MAX_PLAN_SITES + 1, 1_000_000]) {
      const res = await ctx.call('/get_budget_inv', { campId, inv_ids: Array(length).fill(1) }, planner);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Sites: at most 100,000 at a time');
    }
    const bad = await ctx.call('/get_budget_inv', { campId, inv_ids: [1, 2, 2 ** 63] }, planner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['inv_ids.2']).toBe('Sites is not a valid id');
  });
});
