import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, createTestContext, DEMO, inDays, type TestContext } from '../../testing/index.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;
let approver: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 200 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
  approver = await ctx.tokenOf(DEMO.approver);
});
afterAll(() => ctx.close());

async function create(overrides: Record<string, unknown> = {}) {
  const res = await ctx.call('/create_campaign', buildCampaign(overrides), planner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().camp as { _id: string; name: string; status: string };
}

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
    expect(res.json().error.fields.media_type).toBe('Media Type is Required');
  });
});

describe('POST /api/fetch_campaigns', () => {
  it('needs a token (401) and a valid type (400)', async () => {
    expect((await ctx.call('/fetch_campaigns', { type: 'pending' })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_campaigns', { type: 'all' }, planner)).statusCode).toBe(400);
  });

  it('lists each tab with budget used and progress', async () => {
    for (const type of ['pending', 'awaiting', 'booked']) {
      const res = await ctx.call('/fetch_campaigns', { type }, planner);
      expect(res.statusCode).toBe(200);
      const { camps } = res.json();
      expect(camps.length).toBeGreaterThan(0);
      for (const camp of camps) {
        expect(camp.status).toBe(type);
        expect(camp.created_by.email).toBeTruthy();
        expect(camp.bd_progress).toBeGreaterThanOrEqual(0);
        expect(camp.bd_progress).toBeLessThanOrEqual(100);
        if (type !== 'pending') expect(camp.budget_used).toBeGreaterThan(0);
      }
    }
  });

  it('shows a shared user the planner’s campaigns', async () => {
    const res = await ctx.call('/fetch_campaigns', { type: 'booked' }, approver);
    expect(res.json().camps.length).toBeGreaterThan(0);
  });
});

describe('tenancy', () => {
  it('a second agency sees none of the first one’s campaigns and cannot touch them (404)', async () => {
    const mine = await create({ campaign_name: 'Private to Andes' });
    const reg = await ctx.call('/register', {
      name: 'Other Owner',
      company: 'Otra Agencia',
      email: 'owner@otra.test',
      password: 'another-password',
    });
    const other = reg.json().token as string;
    for (const type of ['pending', 'awaiting', 'booked']) {
      expect((await ctx.call('/fetch_campaigns', { type }, other)).json().camps).toEqual([]);
    }
    expect((await ctx.call('/fetch_camp_details', { campId: mine._id }, other)).statusCode).toBe(404);
    const update = await ctx.call(
      '/update_campaign',
      { campId: mine._id, data: { ...buildCampaign(), name: 'Hijacked' } },
      other,
    );
    expect(update.statusCode).toBe(404);
    expect((await ctx.call('/delete_campaigns', { campIds: [mine._id] }, other)).statusCode).toBe(404);
    const still = await ctx.call('/fetch_camp_details', { campId: mine._id }, planner);
    expect(still.json().camp.name).toBe('Private to Andes');
  });
});

describe('POST /api/fetch_camp_details and /api/campaignDetails', () => {
  it('needs a token (401), a uuid (400), and answers the campaign', async () => {
    const camp = await create();
    expect((await ctx.call('/fetch_camp_details', { campId: camp._id })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_camp_details', { campId: 'nope' }, planner)).statusCode).toBe(400);
    for (const path of ['/fetch_camp_details', '/campaignDetails']) {
      const res = await ctx.call(path, { campId: camp._id }, planner);
      expect(res.statusCode).toBe(200);
      expect(res.json().camp.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('POST /api/update_campaign', () => {
  const data = (overrides: Record<string, unknown> = {}) => {
    const { campaign_name: _, ...rest } = buildCampaign();
    return { ...rest, name: 'Renamed', ...overrides };
  };

  it('needs a token (401) and campaign_update_policy (403)', async () => {
    const camp = await create();
    expect((await ctx.call('/update_campaign', { campId: camp._id, data: data() })).statusCode).toBe(401);
    expect((await ctx.call('/update_campaign', { campId: camp._id, data: data() }, viewer)).statusCode).toBe(
      403,
    );
  });

  it('updates the fields and keeps a start date already past', async () => {
    const camp = await create();
    const res = await ctx.call(
      '/update_campaign',
      { campId: camp._id, data: data({ start_date: inDays(-2), budget: 99_000_000, media_type: 'digital' }) },
      planner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().camp).toMatchObject({
      name: 'Renamed',
      budget: 99_000_000,
      media_type: 'digital',
      start_date: inDays(-2),
    });
  });

  it('applies the same validation', async () => {
    const camp = await create();
    const res = await ctx.call(
      '/update_campaign',
      { campId: camp._id, data: data({ name: '', start_date: inDays(20), end_date: inDays(10) }) },
      planner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'data.name': 'Campaign Name is Required',
      'data.end_date': 'End Date should be after Start Date',
    });
  });
});

describe('POST /api/delete_campaigns', () => {
  it('needs a token (401), delete_campaign_policy (403) and ids (400)', async () => {
    const camp = await create();
    expect((await ctx.call('/delete_campaigns', { campIds: [camp._id] })).statusCode).toBe(401);
    expect((await ctx.call('/delete_campaigns', { campIds: [camp._id] }, viewer)).statusCode).toBe(403);
    expect((await ctx.call('/delete_campaigns', { campIds: [] }, planner)).statusCode).toBe(400);
  });

  it('deletes all or nothing and releases the plan rows', async () => {
    const [booked] = (await ctx.call('/fetch_campaigns', { type: 'booked' }, planner)).json().camps;
    const spare = await create();
    const rowsBefore = await ctx.database.query<{ n: number }>(
      'select count(*)::int as n from plan_rows where campaign_id = $1',
      [booked._id],
    );
    expect(rowsBefore[0].n).toBeGreaterThan(0);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const partial = await ctx.call('/delete_campaigns', { campIds: [spare._id, unknown] }, planner);
    expect(partial.statusCode).toBe(404);
    expect((await ctx.call('/fetch_camp_details', { campId: spare._id }, planner)).statusCode).toBe(200);

    const res = await ctx.call('/delete_campaigns', { campIds: [booked._id, spare._id] }, planner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    const rowsAfter = await ctx.database.query<{ n: number }>(
      'select count(*)::int as n from plan_rows where campaign_id = $1',
      [booked._id],
    );
    expect(rowsAfter[0].n).toBe(0);
  });
});

describe('POST /api/v2/fetch_distinct_filters', () => {
  it('needs a token (401) and fields (400)', async () => {
    expect((await ctx.call('/v2/fetch_distinct_filters', { fields: ['city'] })).statusCode).toBe(401);
    expect((await ctx.call('/v2/fetch_distinct_filters', { fields: [] }, planner)).statusCode).toBe(400);
    expect(
      (await ctx.call('/v2/fetch_distinct_filters', { fields: ['password_hash'] }, planner)).statusCode,
    ).toBe(400);
  });

  it('lists cities narrowed by the chosen states, and media types', async () => {
    const all = (
      await ctx.call('/v2/fetch_distinct_filters', { fields: ['city', 'media_type'] }, planner)
    ).json().result;
    expect(all.city.length).toBeGreaterThan(340);
    expect(all.media_type.length).toBeGreaterThan(0);
    const res = await ctx.call(
      '/v2/fetch_distinct_filters',
      { fields: ['city', { name: 'media_type' }], query: { state: { $in: ['Región de Valparaíso'] } } },
      planner,
    );
    const { result } = res.json();
    expect(result.city).toContain('Viña del Mar');
    expect(result.city).not.toContain('Providencia');
  });
});
