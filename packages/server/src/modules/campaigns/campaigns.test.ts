import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCampaign,
  createTestContext,
  DEMO,
  inDays,
  registerAccount,
  type TestContext,
} from '../../../test/index.ts';

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
    const { token: other } = await registerAccount(ctx, {
      name: 'Other Owner',
      company: 'Otra Agencia',
      email: 'owner@otra.test',
      password: 'another-password',
    });
    for (const type of ['pending', 'awaiting', 'booked']) {
      expect((await ctx.call('/fetch_campaigns', { type }, other)).json().camps).toEqual([]);
    }
    for (const path of ['/fetch_camp_details', '/campaignDetails']) {
      expect((await ctx.call(path, { campId: mine._id }, other)).statusCode).toBe(404);
    }
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
  it('needs a token (401), a uuid (400), a known id (404), and answers the campaign', async () => {
    const camp = await create();
    for (const path of ['/fetch_camp_details', '/campaignDetails']) {
      expect((await ctx.call(path, { campId: camp._id })).statusCode).toBe(401);
      expect((await ctx.call(path, { campId: 'nope' }, planner)).statusCode).toBe(400);
      const unknown = await ctx.call(path, { campId: '00000000-0000-4000-8000-000000000000' }, planner);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Campaign not found');
    }
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

  it('answers 404 for an unknown campaign and 400 without data', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.call('/update_campaign', { campId: unknown, data: data() }, planner)).statusCode).toBe(
      404,
    );
    const camp = await create();
    const res = await ctx.call('/update_campaign', { campId: camp._id }, planner);
    expect(res.statusCode).toBe(400);
  });

  it('keeps every demo campaign valid when saved unchanged', async () => {
    for (const type of ['pending', 'awaiting', 'booked']) {
      for (const camp of (await ctx.call('/fetch_campaigns', { type }, planner)).json().camps) {
        const { brand, name, start_date, end_date, budget, media_type, states, cities } = camp;
        const res = await ctx.call(
          '/update_campaign',
          {
            campId: camp._id,
            data: { brand, name, start_date, end_date, budget, media_type, states, cities },
          },
          planner,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().camp.status).toBe(type);
      }
    }
  });

  it('moves the plan with the dates and refuses dates that collide with another booking (409)', async () => {
    const first = await create({ start_date: inDays(3), end_date: inDays(10) });
    const second = await create({ start_date: inDays(20), end_date: inDays(30) });
    const [site] = await ctx.database.query<{ id: number }>(
      'select id from sites where id not in (select site_id from plan_rows) order by id limit 1',
    );
    for (const camp of [first, second]) {
      const dates = (await ctx.call('/fetch_camp_details', { campId: camp._id }, planner)).json().camp;
      await ctx.database.query(
        `insert into plan_rows (campaign_id, site_id, period, status, price)
         values ($1, $2, daterange($3::date, $4::date, '[]'), 'booked', 1000)`,
        [camp._id, site.id, dates.start_date, dates.end_date],
      );
    }
    const clash = await ctx.call(
      '/update_campaign',
      { campId: second._id, data: data({ start_date: inDays(8), end_date: inDays(30) }) },
      planner,
    );
    expect(clash.statusCode).toBe(409);
    expect(
      (await ctx.call('/fetch_camp_details', { campId: second._id }, planner)).json().camp.start_date,
    ).toBe(inDays(20));
    const moved = await ctx.call(
      '/update_campaign',
      { campId: second._id, data: data({ start_date: inDays(12), end_date: inDays(30) }) },
      planner,
    );
    expect(moved.statusCode).toBe(200);
    const [row] = await ctx.database.query<{ lower: string }>(
      'select lower(period)::text as lower from plan_rows where campaign_id = $1',
      [second._id],
    );
    expect(row.lower).toBe(inDays(12));
  });

  it('checks states and cities against the regions', async () => {
    const camp = await create();
    const res = await ctx.call(
      '/update_campaign',
      { campId: camp._id, data: data({ states: ['Región de Valparaíso'], cities: ['Providencia'] }) },
      planner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'data.cities': 'Cities has an invalid option' });
  });

  it('answers every failing field at once', async () => {
    const camp = await create();
    const res = await ctx.call(
      '/update_campaign',
      {
        campId: camp._id,
        data: { brand: ' ', name: '', start_date: 'x', end_date: '', budget: null, states: [], cities: [] },
      },
      planner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'data.brand': 'Brand is Required',
      'data.name': 'Campaign Name is Required',
      'data.start_date': 'Start Date is not Valid Date',
      'data.end_date': 'End Date is not Valid Date',
      'data.budget': 'Budget is Required',
      'data.states': 'States is Required',
      'data.cities': 'Cities is Required',
      'data.media_type': 'Media Type is Required',
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

  it('lists the 16 Chilean regions as states', async () => {
    const res = await ctx.call('/v2/fetch_distinct_filters', { fields: [{ name: 'state' }] }, planner);
    expect(res.statusCode).toBe(200);
    const { state } = res.json().result;
    expect(state).toHaveLength(16);
    expect(state).toContain('Región Metropolitana de Santiago');
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

  it("takes SPEC §7's shape: `original` lists everything, `dependent` narrows by the states", async () => {
    const query = { state: { $in: ['Región de Valparaíso'] } };
    const res = await ctx.call(
      '/v2/fetch_distinct_filters',
      {
        fields: [
          { type: 'original', val: 'state' },
          { type: 'dependent', val: 'city' },
          { type: 'original', val: 'media_type' },
        ],
        query,
      },
      planner,
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.state).toHaveLength(16);
    expect(result.city).toContain('Viña del Mar');
    expect(result.city).not.toContain('Providencia');
    expect(result.media_type.length).toBeGreaterThan(0);
    const original = (
      await ctx.call(
        '/v2/fetch_distinct_filters',
        { fields: [{ type: 'original', val: 'city' }], query },
        planner,
      )
    ).json().result;
    expect(original.city).toContain('Providencia');
    expect(original.city.length).toBeGreaterThan(340);
  });

  it('refuses an unknown type or field in the new shape (400)', async () => {
    for (const field of [
      { type: 'sideways', val: 'city' },
      { type: 'original', val: 'password_hash' },
      { type: 'original' },
    ]) {
      const res = await ctx.call('/v2/fetch_distinct_filters', { fields: [field] }, planner);
      expect(res.statusCode, JSON.stringify(field)).toBe(400);
    }
  });
});
