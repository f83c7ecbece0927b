import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCampaign,
  createTestContext,
  DEMO,
  registerAccount,
  type TestContext,
} from '../../../test/index.ts';

// Issue 25: a campaign's target audience, set when it is created, edited, or from the planning filters.
let ctx: TestContext;
let planner: string;
let viewer: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 50 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
});
afterAll(() => ctx.close());

const WOMEN_ABC1 = { sex: 'female', age_from: 25, age_to: 44, classes: ['c1b', 'ab', 'c1a'] };
const WOMEN_ABC1_STORED = { ...WOMEN_ABC1, classes: ['ab', 'c1a', 'c1b'] };

async function create(overrides: Record<string, unknown> = {}) {
  const res = await ctx.call('/create_campaign', buildCampaign(overrides), planner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().camp as { _id: string; target_audience: unknown };
}

function editData(overrides: Record<string, unknown> = {}) {
  const { campaign_name: _, ...rest } = buildCampaign();
  return { ...rest, name: 'Renamed', ...overrides };
}

const BAD_AUDIENCES: [unknown, string][] = [
  [{ sex: 'other' }, 'target_audience.sex'],
  [{ age_from: 50, age_to: 30 }, 'target_audience.age_to'],
  [{ age_from: -1 }, 'target_audience.age_from'],
  [{ age_to: 101 }, 'target_audience.age_to'],
  [{ age_from: 20.5 }, 'target_audience.age_from'],
  [{ classes: [] }, 'target_audience.classes'],
  [{ classes: ['abc1'] }, 'target_audience.classes.0'],
  [{ sex: 'all', extra: 1 }, 'target_audience'],
  ['women', 'target_audience'],
];

describe('POST /api/create_campaign with a target audience', () => {
  it('stores the audience, classes in their order, and answers it', async () => {
    const camp = await create({ target_audience: WOMEN_ABC1 });
    expect(camp.target_audience).toEqual(WOMEN_ABC1_STORED);
    const read = await ctx.call('/fetch_camp_details', { campId: camp._id }, planner);
    expect(read.json().camp.target_audience).toEqual(WOMEN_ABC1_STORED);
  });

  it('gives a campaign that does not say the default audience (all, 20–40, every class)', async () => {
    expect((await create()).target_audience).toEqual(DEFAULT_TARGET_AUDIENCE);
    // A partial audience takes the defaults for what it leaves out.
    expect((await create({ target_audience: { sex: 'male' } })).target_audience).toEqual({
      ...DEFAULT_TARGET_AUDIENCE,
      sex: 'male',
    });
  });

  it.each(BAD_AUDIENCES)('refuses %j with a message on %s (400) and stores nothing', async (bad, field) => {
    const name = `Bad audience ${JSON.stringify(bad)}`;
    const res = await ctx.call(
      '/create_campaign',
      buildCampaign({ campaign_name: name, target_audience: bad }),
      planner,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    const list = await ctx.call('/fetch_campaigns', { type: 'pending' }, planner);
    expect(list.json().camps.some((c: { name: string }) => c.name === name)).toBe(false);
  });
});

describe('POST /api/update_campaign with a target audience', () => {
  it('changes the audience, and keeps it when the edit leaves it out', async () => {
    const camp = await create();
    const res = await ctx.call(
      '/update_campaign',
      { campId: camp._id, data: editData({ target_audience: WOMEN_ABC1 }) },
      planner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().camp.target_audience).toEqual(WOMEN_ABC1_STORED);
    const kept = await ctx.call('/update_campaign', { campId: camp._id, data: editData() }, planner);
    expect(kept.json().camp.target_audience).toEqual(WOMEN_ABC1_STORED);
  });

  it('refuses a bad audience (400) and keeps the stored one', async () => {
    const camp = await create({ target_audience: WOMEN_ABC1 });
    for (const [bad] of BAD_AUDIENCES) {
      const res = await ctx.call(
        '/update_campaign',
        { campId: camp._id, data: editData({ name: 'Should not stick', target_audience: bad }) },
        planner,
      );
      expect(res.statusCode).toBe(400);
    }
    const read = await ctx.call('/fetch_camp_details', { campId: camp._id }, planner);
    expect(read.json().camp).toMatchObject({ target_audience: WOMEN_ABC1_STORED });
    expect(read.json().camp.name).not.toBe('Should not stick');
  });
});

describe('POST /api/set_target_audience', () => {
  it('needs a token (401) and campaign_update_policy (403)', async () => {
    const camp = await create();
    const body = { campId: camp._id, target_audience: WOMEN_ABC1 };
    expect((await ctx.call('/set_target_audience', body)).statusCode).toBe(401);
    expect((await ctx.call('/set_target_audience', body, viewer)).statusCode).toBe(403);
  });

  it('changes only the audience', async () => {
    const camp = await create({ target_audience: { sex: 'male' } });
    const before = (await ctx.call('/fetch_camp_details', { campId: camp._id }, planner)).json().camp;
    const res = await ctx.call(
      '/set_target_audience',
      { campId: camp._id, target_audience: WOMEN_ABC1 },
      planner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { target_audience, edited_at: _e, ...rest } = res.json().camp;
    const { target_audience: _t, edited_at: _b, ...restBefore } = before;
    expect(target_audience).toEqual(WOMEN_ABC1_STORED);
    expect(rest).toEqual(restBefore);
  });

  it('refuses a bad audience or campaign id (400) and an unknown campaign (404)', async () => {
    const camp = await create();
    for (const [bad, field] of BAD_AUDIENCES) {
      const res = await ctx.call('/set_target_audience', { campId: camp._id, target_audience: bad }, planner);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    const missing = await ctx.call('/set_target_audience', { campId: camp._id }, planner);
    expect(missing.statusCode).toBe(400);
    const badId = await ctx.call(
      '/set_target_audience',
      { campId: 'x', target_audience: WOMEN_ABC1 },
      planner,
    );
    expect(badId.statusCode).toBe(400);
    const unknown = await ctx.call(
      '/set_target_audience',
      { campId: '00000000-0000-4000-8000-000000000000', target_audience: WOMEN_ABC1 },
      planner,
    );
    expect(unknown.statusCode).toBe(404);
    const read = await ctx.call('/fetch_camp_details', { campId: camp._id }, planner);
    expect(read.json().camp.target_audience).toEqual(DEFAULT_TARGET_AUDIENCE);
  });

  it('keeps tenancy: another agency gets 404 and changes nothing', async () => {
    const camp = await create({ target_audience: WOMEN_ABC1 });
    const { token: other } = await registerAccount(ctx, {
      name: 'Audience Owner',
      company: 'Agencia Ajena',
      email: 'owner@ajena.test',
      password: 'another-password',
    });
    const body = { campId: camp._id, target_audience: { sex: 'male' } };
    expect((await ctx.call('/set_target_audience', body, other)).statusCode).toBe(404);
    const update = await ctx.call(
      '/update_campaign',
      { campId: camp._id, data: editData({ target_audience: { sex: 'male' } }) },
      other,
    );
    expect(update.statusCode).toBe(404);
    const read = await ctx.call('/fetch_camp_details', { campId: camp._id }, planner);
    expect(read.json().camp.target_audience).toEqual(WOMEN_ABC1_STORED);
  });
});
