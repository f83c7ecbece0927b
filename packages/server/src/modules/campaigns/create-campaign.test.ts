import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, createTestContext, DEMO, inDays, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 200 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
});
afterAll(() => ctx.close());

describe('POST /api/create_campaign', () => {
  it('needs a token (401) and the create campaign policy (403)', async () => {
    expect((await ctx.call('/create_campaign', buildCampaign())).statusCode).toBe(401);
    expect((await ctx.call('/create_campaign', buildCampaign(), viewer)).statusCode).toBe(403);
  });

  it('creates a pending campaign of the caller', async () => {
    const res = await ctx.call('/create_campaign', buildCampaign({ budget: '12500000' }), planner);
    expect(res.statusCode).toBe(200);
    const { camp } = res.json();
    expect(camp).toMatchObject({
      name: 'Invierno en Santiago',
      brand: 'Café Andino',
      status: 'pending',
      budget: 12_500_000,
      budget_used: 0,
      bd_progress: 0,
      media_type: 'all',
      created_by: { email: DEMO.planner },
    });
  });

  it('answers every required field at once with the messages of SPEC §5', async () => {
    const res = await ctx.call(
      '/create_campaign',
      {
        brand: '   ',
        campaign_name: null,
        start_date: '',
        end_date: 'soon',
        budget: '',
        states: [],
        cities: [],
        media_type: '',
      },
      planner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      brand: 'Brand is Required',
      campaign_name: 'Campaign Name is Required',
      start_date: 'Start Date is not Valid Date',
      end_date: 'End Date is not Valid Date',
      budget: 'Budget is Required',
      states: 'States is Required',
      cities: 'Cities is Required',
      media_type: 'Media Type is Required',
    });
  });

  it('checks the dates: real days, end after start, start today or later', async () => {
    const fields = async (overrides: Record<string, unknown>) =>
      (await ctx.call('/create_campaign', buildCampaign(overrides), planner)).json().error.fields;
    expect(await fields({ start_date: '2026-02-30' })).toEqual({
      start_date: 'Start Date is not Valid Date',
    });
    expect(await fields({ start_date: inDays(10), end_date: inDays(5) })).toEqual({
      end_date: 'End Date should be after Start Date',
    });
    expect(await fields({ start_date: inDays(10), end_date: inDays(10) })).toEqual({
      end_date: 'End Date should be after Start Date',
    });
    expect(await fields({ start_date: inDays(-5) })).toEqual({
      start_date: 'Start Date should be today or later',
    });
  });

  it('wants a positive budget within a sane bound', async () => {
    const fields = async (budget: unknown) =>
      (await ctx.call('/create_campaign', buildCampaign({ budget }), planner)).json().error.fields;
    expect(await fields(-5)).toEqual({ budget: 'Budget should be a positive number' });
    expect(await fields('abc')).toEqual({ budget: 'Budget should be a positive number' });
    expect(await fields(1e19)).toEqual({ budget: 'Budget is too large' });
    expect(await fields({ amount: 5 })).toEqual({ budget: 'Budget is Required' });
  });

  it('refuses an unknown media type', async () => {
    const res = await ctx.call('/create_campaign', buildCampaign({ media_type: 'radio' }), planner);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ media_type: 'Media Type has an invalid option' });
    for (const media_type of ['all', 'ooh', 'digital']) {
      expect((await ctx.call('/create_campaign', buildCampaign({ media_type }), planner)).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses texts that are too long and budgets that round to nothing', async () => {
    const fields = async (overrides: Record<string, unknown>) =>
      (await ctx.call('/create_campaign', buildCampaign(overrides), planner)).json().error.fields;
    expect(await fields({ brand: 'x'.repeat(201), campaign_name: 'y'.repeat(201) })).toEqual({
      brand: 'Brand is too long',
      campaign_name: 'Campaign Name is too long',
    });
    expect(await fields({ budget: 0.4 })).toEqual({ budget: 'Budget should be a positive number' });
    expect(await fields({ budget: 0 })).toEqual({ budget: 'Budget should be a positive number' });
  });

  it('wants real regions, and communes of those regions or All', async () => {
    const fields = async (overrides: Record<string, unknown>) => {
      const res = await ctx.call('/create_campaign', buildCampaign(overrides), planner);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ states: ['Atlantis'], cities: ['All'] })).toEqual({
      states: 'States has an invalid option',
    });
    // Viña del Mar is in Valparaíso, not in the Metropolitan region the campaign chose.
    expect(await fields({ cities: ['Santiago', 'Viña del Mar'] })).toEqual({
      cities: 'Cities has an invalid option',
    });
    const all = await ctx.call('/create_campaign', buildCampaign({ cities: ['All'] }), planner);
    expect(all.statusCode).toBe(200);
    expect(all.json().camp.cities).toEqual(['All']);
  });
});
