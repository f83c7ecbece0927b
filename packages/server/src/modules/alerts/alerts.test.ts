import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, nextEvent } from '../../../test/fixtures/chat-fixtures.ts';
import { createCampaign, METRO } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { createTokenService } from '../auth/tokens.ts';

let ctx: TestContext;
let url: string;
let planner: string;
let approver: string;
let owner: string;
let ownerId: string;
let sites: number[];

interface AlertEvent {
  message: string;
  alert: { _id: string; kind: string; params: Record<string, string | number>; link: string | null };
}

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  url = await listen(ctx);
  planner = await ctx.tokenOf(DEMO.planner);
  approver = await ctx.tokenOf(DEMO.approver);
  owner = await ctx.tokenOf(DEMO.owner);
  const rows = await ctx.database.query<{ id: number; user_id: string }>(
    `select s.id::float8 as id, u.id as user_id from sites s join users u on u.vendor_id = s.vendor_id
      where u.email = $1 and s.state = $2 and s.planning_enabled order by s.id limit 3`,
    [DEMO.owner, METRO],
  );
  sites = rows.map((r) => r.id);
  ownerId = rows[0].user_id;
});
afterAll(() => ctx.close());

async function plannedCampaign(): Promise<string> {
  const camp = await createCampaign(ctx, planner);
  const res = await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: sites }, planner);
  expect(res.statusCode, res.body).toBe(200);
  return camp._id;
}

describe('alerts', () => {
  it('rings the planner’s bell when the media owner decides, live and at the next visit', async () => {
    const campId = await plannedCampaign();
    expect((await ctx.call('/send_inv_approval', { campId, invIds: sites }, planner)).statusCode).toBe(200);
    const socket = await connect(url, { token: planner });
    const rang = nextEvent<AlertEvent>(socket, 'new_alert');
    const token = await createTokenService(ctx.config.APP_SECRET).signApproval(ownerId, campId);
    const decided = await ctx.call('/approve_inventory', {
      campId,
      userId: ownerId,
      token,
      approval: 'approve',
      invIds: sites.slice(0, 2),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const pushed = await rang;
    socket.close();
    expect(pushed.alert).toMatchObject({ kind: 'owner_decision', params: { count: 2, decision: 'approve' } });
    expect(pushed.message).toMatch(/approved 2 site\(s\)/);
    expect(pushed.alert.link).toBe(`/admin/booked_inventory/${campId}`);

    const bell = (await ctx.call('/fetch_alerts', {}, planner)).json();
    expect(bell.unread).toBe(1);
    expect(bell.alerts[0]._id).toBe(pushed.alert._id);
    expect((await ctx.call('/mark_alerts_read', {}, planner)).statusCode).toBe(200);
    expect((await ctx.call('/fetch_alerts', {}, planner)).json().unread).toBe(0);
  });

  it('tells the creator and the media owner when sites are booked, not the one who booked', async () => {
    const campId = await plannedCampaign();
    const before = (await ctx.call('/fetch_alerts', {}, approver)).json().alerts.length;
    const booked = await ctx.call('/internal_approval', { campId, invIds: sites }, approver);
    expect(booked.statusCode, booked.body).toBe(200);
    const mine = (await ctx.call('/fetch_alerts', {}, planner)).json();
    expect(mine.alerts[0]).toMatchObject({ kind: 'booking_completed', read: false, params: { count: 3 } });
    const theirs = (await ctx.call('/fetch_alerts', {}, owner)).json();
    expect(theirs.alerts[0]).toMatchObject({ kind: 'booking_completed', params: { count: 3, owner: 'yes' } });
    expect((await ctx.call('/fetch_alerts', {}, approver)).json().alerts).toHaveLength(before);
  });

  it('marks only the caller’s own alerts read', async () => {
    const theirs = (await ctx.call('/fetch_alerts', {}, owner)).json();
    const id = theirs.alerts[0]._id;
    expect((await ctx.call('/mark_alerts_read', { ids: [id] }, planner)).statusCode).toBe(200);
    expect((await ctx.call('/fetch_alerts', {}, owner)).json().alerts[0].read).toBe(false);
    expect((await ctx.call('/mark_alerts_read', { ids: [id] }, owner)).statusCode).toBe(200);
    expect((await ctx.call('/fetch_alerts', {}, owner)).json().alerts[0].read).toBe(true);
  });
});
