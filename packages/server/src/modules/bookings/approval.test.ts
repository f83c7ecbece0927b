import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign, METRO, outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { tamperedSignature } from '../../../test/tampered.ts';
import { createTokenService } from '../auth/tokens.ts';

let ctx: TestContext;
let planner: string;
let approver: string;
let viewer: string;
let ownerId: string;
/** Santiago sites of the demo owner's media company, and of another company. */
let mine: { id: number; site_code: string }[];
let theirs: { id: number; site_code: string }[];
const outbox = () => path.join(ctx.config.DATA_DIR, 'outbox');

beforeAll(async () => {
  ctx = await createTestContext({
    sites: 400,
    env: { DATA_DIR: path.join('/tmp', `plano-approval-${process.pid}`) },
  });
  await rm(outbox(), { recursive: true, force: true });
  planner = await ctx.tokenOf(DEMO.planner);
  approver = await ctx.tokenOf(DEMO.approver);
  viewer = await ctx.tokenOf(DEMO.viewer);
  const [owner] = await ctx.database.query<{ id: string; vendor_id: string }>(
    'select id, vendor_id from users where email = $1',
    [DEMO.owner],
  );
  ownerId = owner.id;
  const sites = await ctx.database.query<{ id: number; site_code: string; vendor_id: string }>(
    `select id::float8 as id, site_code, vendor_id from sites where state = $1 and planning_enabled order by id`,
    [METRO],
  );
  mine = sites.filter((s) => s.vendor_id === owner.vendor_id).slice(0, 4);
  theirs = sites.filter((s) => s.vendor_id !== owner.vendor_id).slice(0, 2);
  expect(mine).toHaveLength(4);
});
afterAll(() => ctx.close());

async function plannedCampaign(siteIds: number[], overrides: Record<string, unknown> = {}): Promise<string> {
  const camp = await createCampaign(ctx, planner, overrides);
  // The lifecycle's own sites may be booked by an earlier test: the planner has been told.
  const res = await ctx.call(
    '/v2/book_inventory',
    { campId: camp._id, inv_ids: siteIds, addBookedElsewhere: true },
    planner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return camp._id;
}
const statuses = async (campId: string) =>
  Object.fromEntries(
    (
      await ctx.database.query<{ site_id: number; status: string }>(
        'select site_id::float8 as site_id, status from plan_rows where campaign_id = $1',
        [campId],
      )
    ).map((r) => [r.site_id, r.status]),
  );
const campaignStatus = async (campId: string) =>
  (await ctx.database.query<{ status: string }>('select status from campaigns where id = $1', [campId]))[0]
    .status;

/** Runs the queued mail jobs and answers the approval links found in the outbox. */
async function sentLinks(): Promise<string[]> {
  while ((await ctx.app.jobs.runDue()) > 0) {}
  const files = await readdir(outbox()).catch(() => []);
  const texts = await Promise.all(files.map((f) => readFile(path.join(outbox(), f), 'utf8')));
  const unfolded = texts.map((t) => t.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  const links = unfolded.flatMap((t) =>
    [...t.matchAll(/https?:\/\/\S+\/open\/approve_inventory\/\S+/g)].map((m) => m[0]),
  );
  // Each mail gives the link twice (English and Spanish).
  return [...new Set(links)];
}
function linkParts(link: string) {
  const url = new URL(link);
  const [, , , userId, campId] = url.pathname.split('/');
  return { userId, campId, token: url.searchParams.get('token') ?? '' };
}

describe('the booking lifecycle', () => {
  it('plan → sent (mail with a signed link) → owner approves and refuses → approver books', async () => {
    const campId = await plannedCampaign(mine.map((s) => s.id));
    expect(await campaignStatus(campId)).toBe('awaiting');

    const sent = await ctx.call('/send_inv_approval', { campId, invIds: mine.map((s) => s.id) }, planner);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().booked_inventory.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const links = (await sentLinks()).filter((l) => l.includes(campId));
    expect(links).toHaveLength(1);
    const link = linkParts(links[0]);
    expect(link.userId).toBe(ownerId);

    const open = await ctx.call('/fetch_approval_inventory', link);
    expect(open.statusCode, open.body).toBe(200);
    expect(
      open
        .json()
        .approval_inventory.map((r: { _id: number }) => r._id)
        .sort(),
    ).toEqual(mine.map((s) => s.id).sort());
    expect(open.json().camp._id).toBe(campId);
    const who = await ctx.call('/fetch_open_user_details', { token: link.token, userId: link.userId });
    expect(who.statusCode).toBe(200);

    const [a, b, c, d] = mine.map((s) => s.id);
    const approve = await ctx.call('/approve_inventory', { ...link, approval: 'approve', invIds: [a, b, c] });
    expect(approve.statusCode, approve.body).toBe(200);
    const refuse = await ctx.call('/approve_inventory', { ...link, approval: 'disapprove', invIds: [d] });
    expect(refuse.statusCode, refuse.body).toBe(200);
    expect(await statuses(campId)).toEqual({
      [a]: 'approved',
      [b]: 'approved',
      [c]: 'approved',
      [d]: 'rejected',
    });
    // Deciding twice is refused: the rows are no longer pending.
    expect(
      (await ctx.call('/approve_inventory', { ...link, approval: 'approve', invIds: [d] })).statusCode,
    ).toBe(409);

    // Nothing bookable: 409 in the screen's words (Refused, not "rejected"), and nothing changes.
    const refusedBooking = await ctx.call('/internal_approval', { campId, invIds: [d] }, approver);
    expect(refusedBooking.statusCode).toBe(409);
    expect(refusedBooking.json().error.message).toBe(
      `These sites cannot be booked: ${mine[3].site_code} (Refused)`,
    );
    expect(refusedBooking.json()).toMatchObject({
      action: 'book',
      sites: [{ site_id: d, reason: 'status', status: 'rejected', campaign: null }],
    });
    expect(await statuses(campId)).toMatchObject({ [a]: 'approved', [d]: 'rejected' });

    // Books what it can and names what it could not.
    const booked = await ctx.call('/internal_approval', { campId, invIds: [a, b, c, d] }, approver);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().not_booked).toEqual([
      { site_id: d, site_code: mine[3].site_code, reason: 'status', status: 'rejected', campaign: null },
    ]);
    const rows = booked.json().booked_inventory as {
      _id: number;
      status: string;
      approved_by: string | null;
    }[];
    expect(rows.filter((r) => r.status === 'booked').map((r) => r.approved_by)).toEqual([
      'Matías Fuentes',
      'Matías Fuentes',
      'Matías Fuentes',
    ]);
    expect(await campaignStatus(campId)).toBe('booked');

    // The refused site can be sent again; removing releases a booked site.
    expect((await ctx.call('/send_inv_approval', { campId, invIds: [d] }, planner)).statusCode).toBe(200);
    const removed = await ctx.call('/remove_booked_sites', { campId, invIds: [a, d] }, approver);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(Object.keys(await statuses(campId))).toHaveLength(2);

    const history = await ctx.call('/fetch_plan_history', { campId }, viewer);
    expect(history.statusCode).toBe(200);
    const steps = (history.json().history as { site_code: string; to: string; by: string }[])
      .filter((h) => h.site_code === mine[3].site_code)
      .map((h) => `${h.to} by ${h.by}`)
      .reverse();
    expect(steps).toEqual([
      'planned by Ana González',
      'pending by Ana González',
      `rejected by ${open.json().approval_inventory[0].media_owner} (media owner)`,
      'pending by Ana González',
      'removed by Matías Fuentes',
    ]);
  });

  it('never books one site for two campaigns at once: 409 naming the site and the other campaign', async () => {
    const site = mine[0];
    const first = await plannedCampaign([site.id], { campaign_name: 'Primera' });
    const second = await plannedCampaign([site.id], { campaign_name: 'Segunda' });
    expect(
      (await ctx.call('/internal_approval', { campId: first, invIds: [site.id] }, approver)).statusCode,
    ).toBe(200);
    const clash = await ctx.call('/internal_approval', { campId: second, invIds: [site.id] }, approver);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'booked_elsewhere',
      message: `These sites cannot be booked: ${site.site_code} (booked by the campaign Primera for these dates)`,
    });
    expect(await statuses(second)).toEqual({ [site.id]: 'planned' });
    expect(await campaignStatus(second)).toBe('awaiting');

    // Planning's Availability filter sees the booking, for a campaign whose dates overlap it.
    const third = await createCampaign(ctx, planner);
    const find = async (availability: string) =>
      (
        await ctx.call(
          '/fetch_sugg_inventory',
          { campId: third._id, filters: { availability }, search: site.site_code },
          planner,
        )
      )
        .json()
        .inventory.map((s: { _id: number }) => s._id);
    expect(await find('booked')).toEqual([site.id]);
    expect(await find('available')).toEqual([]);
  });

  it('books exactly one of many concurrent campaigns for one site; the rest get 409, none 5xx', async () => {
    // A site no other test books.
    const site = theirs[1];
    const count = ctx.database.engine === 'postgres' ? 200 : 40;
    const camps: string[] = [];
    for (let i = 0; i < count; i++)
      camps.push(await plannedCampaign([site.id], { campaign_name: `Carrera ${i}` }));
    const answers = await Promise.all(
      camps.map((campId) => ctx.call('/internal_approval', { campId, invIds: [site.id] }, approver)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(count - 1);
  }, 120_000);
});

describe('what an action answers (decision 0042)', () => {
  it('Send For Approval and Approve Bookings answer the rows they named, as they now are, not the whole plan', async () => {
    const ids = mine.map((s) => s.id);
    // Dates of its own: the tests above booked these sites for theirs.
    const campId = await plannedCampaign(ids, { start_date: '2031-03-01', end_date: '2031-03-31' });
    const sent = await ctx.call('/send_inv_approval', { campId, invIds: [ids[1], ids[0]] }, planner);
    expect(sent.statusCode, sent.body).toBe(200);
    const sentRows = sent.json().booked_inventory as { _id: number; status: string }[];
    expect(sentRows.map((r) => r._id).sort((a, b) => a - b)).toEqual([ids[0], ids[1]].sort((a, b) => a - b));
    expect(sentRows.every((r) => r.status === 'pending')).toBe(true);

    // Booked straight from the plan: the answer is that one row, booked.
    const booked = await ctx.call('/internal_approval', { campId, invIds: [ids[2]] }, approver);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(
      booked.json().booked_inventory.map((r: { _id: number; status: string }) => [r._id, r.status]),
    ).toEqual([[ids[2], 'booked']]);
    expect(booked.json().not_booked).toEqual([]);
    // The plan itself is whole.
    expect((await ctx.call('/fetch_plan_page', { campId }, planner)).json().total_count).toBe(4);
  });
});

describe('who may do what', () => {
  it('401 without a token, 403 without the policy, 404 for another agency, 400 for bad input', async () => {
    const campId = await plannedCampaign([mine[2].id]);
    const body = { campId, invIds: [mine[2].id] };
    for (const path of ['/send_inv_approval', '/internal_approval', '/remove_booked_sites']) {
      expect((await ctx.call(path, body)).statusCode, path).toBe(401);
      expect((await ctx.call(path, body, viewer)).statusCode, path).toBe(403);
      expect((await ctx.call(path, { campId, invIds: [] }, planner)).statusCode).not.toBe(500);
    }
    expect((await ctx.call('/send_inv_approval', body, approver)).statusCode).toBe(403);
    expect((await ctx.call('/internal_approval', body, planner)).statusCode).toBe(403);
    const outsider = await outsiderToken(ctx, 'bookings-outsider@other.test');
    expect((await ctx.call('/fetch_plan_history', { campId }, outsider)).statusCode).toBe(404);
    expect((await ctx.call('/send_inv_approval', { campId, invIds: [] }, planner)).json().error.message).toBe(
      'Choose at least one site',
    );
    const notInPlan = await ctx.call('/send_inv_approval', { campId, invIds: [theirs[0].id] }, planner);
    expect(notInPlan.statusCode).toBe(400);
    expect(await statuses(campId)).toEqual({ [mine[2].id]: 'planned' });
  });

  it('the open calls refuse tampered, expired and foreign links, and another owner’s sites', async () => {
    const campId = await plannedCampaign([mine[3].id, theirs[0].id]);
    await ctx.call('/send_inv_approval', { campId, invIds: [mine[3].id, theirs[0].id] }, planner);
    const link = linkParts((await sentLinks()).find((l) => l.includes(campId) && l.includes(ownerId))!);

    const tampered = tamperedSignature(link.token);
    expect((await ctx.call('/fetch_approval_inventory', { ...link, token: tampered })).statusCode).toBe(401);
    const otherCamp = await createCampaign(ctx, planner);
    const foreign = await ctx.call('/fetch_approval_inventory', { ...link, campId: otherCamp._id });
    expect(foreign.statusCode).toBe(403);
    const tokens = createTokenService(ctx.config.APP_SECRET);
    const [admin] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [
      DEMO.admin,
    ]);
    const notOwner = await tokens.signApproval(admin.id, campId);
    expect(
      (await ctx.call('/fetch_approval_inventory', { ...link, userId: admin.id, token: notOwner }))
        .statusCode,
    ).toBe(403);

    const theirsAttempt = await ctx.call('/approve_inventory', {
      ...link,
      approval: 'approve',
      invIds: [mine[3].id, theirs[0].id],
    });
    expect(theirsAttempt.statusCode).toBe(403);
    expect(theirsAttempt.json().error.message).toContain(theirs[0].site_code);
    expect(await statuses(campId)).toEqual({ [mine[3].id]: 'pending', [theirs[0].id]: 'pending' });

    // Fifteen days later the link (14 days) has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 86_400_000);
    try {
      const expired = await ctx.call('/approve_inventory', {
        ...link,
        approval: 'approve',
        invIds: [mine[3].id],
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.message).toBe('This approval link is invalid or has expired');
    } finally {
      vi.useRealTimers();
    }
    expect(await statuses(campId)).toEqual({ [mine[3].id]: 'pending', [theirs[0].id]: 'pending' });
  });
});
