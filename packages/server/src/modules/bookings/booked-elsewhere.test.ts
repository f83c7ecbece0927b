import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, METRO, mapCall, outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, inDays, type TestContext } from '../../../test/index.ts';

// Issue 24 items 4 and 5: a site another campaign has booked for overlapping dates is shown, asked
// about, refused at Send For Approval, and left out of Approve Bookings, which books the rest; the
// owner's page holds only what was sent to it. Dates far ahead: no demo booking overlaps them.
const dates = { start_date: inDays(400), end_date: inDays(430) };
const later = { start_date: inDays(500), end_date: inDays(520) };

let ctx: TestContext;
let planner: string;
let approver: string;
let viewer: string;
let manager: string;
let ownerVendor: string;
/** Santiago sites of the demo owner's media company. */
let sites: { id: number; site_code: string }[];

beforeAll(async () => {
  ctx = await createTestContext({
    sites: 300,
    env: { DATA_DIR: path.join('/tmp', `plano-booked-elsewhere-${process.pid}`) },
  });
  await rm(path.join(ctx.config.DATA_DIR, 'outbox'), { recursive: true, force: true });
  planner = await ctx.tokenOf(DEMO.planner);
  approver = await ctx.tokenOf(DEMO.approver);
  viewer = await ctx.tokenOf(DEMO.viewer);
  manager = await ctx.tokenOf(DEMO.manager);
  const [owner] = await ctx.database.query<{ vendor_id: string }>(
    'select vendor_id from users where email = $1',
    [DEMO.owner],
  );
  ownerVendor = owner.vendor_id;
  sites = await ctx.database.query<{ id: number; site_code: string }>(
    `select id::float8 as id, site_code from sites
      where state = $1 and planning_enabled and vendor_id = $2 order by id limit 8`,
    [METRO, ownerVendor],
  );
  expect(sites).toHaveLength(8);
});
afterAll(() => ctx.close());

const plan = (campId: string, ids: number[], token = planner, extra: Record<string, unknown> = {}) =>
  ctx.call('/v2/book_inventory', { campId, inv_ids: ids, ...extra }, token);
const statuses = async (campId: string) =>
  Object.fromEntries(
    (
      await ctx.database.query<{ site_id: number; status: string }>(
        'select site_id::float8 as site_id, status from plan_rows where campaign_id = $1',
        [campId],
      )
    ).map((r) => [r.site_id, r.status]),
  );
const queuedMails = async () =>
  (await ctx.database.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'mail'`))[0].n;

/** A campaign of `token`'s agency that has booked these sites for `period`. */
async function bookedBy(token: string, ids: number[], name: string, period = dates): Promise<string> {
  const camp = await createCampaign(ctx, token, { campaign_name: name, ...period });
  expect((await plan(camp._id, ids, token, { addBookedElsewhere: true })).statusCode).toBe(200);
  const booked = await ctx.call('/internal_approval', { campId: camp._id, invIds: ids }, token);
  expect(booked.statusCode, booked.body).toBe(200);
  return camp._id;
}

describe('a site booked by another campaign for these dates', () => {
  let taken: { id: number; site_code: string };
  let free: { id: number; site_code: string };
  let campId: string;

  beforeAll(async () => {
    [taken, free] = sites;
    await bookedBy(manager, [taken.id], 'Verano Costero');
    campId = (await createCampaign(ctx, planner, { campaign_name: 'Otoño', ...dates }))._id;
  });

  it('is flagged on its map marker and in its site panel, for overlapping dates only', async () => {
    const map = await mapCall(ctx, planner, campId);
    expect(map.statusCode, map.body).toBe(200);
    const markers = map.json().plano_inventory as { _id: number; booked: boolean }[];
    expect(markers.find((m) => m._id === taken.id)?.booked).toBe(true);
    expect(markers.find((m) => m._id === free.id)?.booked).toBe(false);
    expect(markers.filter((m) => m.booked).map((m) => m._id)).toEqual([taken.id]);

    const details = (id: number, camp = campId) =>
      ctx.call('/v2/fetch_site_details', { campId: camp, siteId: id }, planner);
    expect((await details(taken.id)).json().booked_elsewhere).toBe(true);
    expect((await details(free.id)).json().booked_elsewhere).toBe(false);

    // Another period: nothing overlaps, nothing is flagged.
    const elsewhen = (await createCampaign(ctx, planner, later))._id;
    const other = (await mapCall(ctx, planner, elsewhen)).json().plano_inventory as { booked: boolean }[];
    expect(other.some((m) => m.booked)).toBe(false);
    expect((await details(taken.id, elsewhen)).json().booked_elsewhere).toBe(false);
  });

  it('is named before it is added, and added once the planner says so', async () => {
    const asked = await plan(campId, [free.id, taken.id]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      error: {
        code: 'booked_elsewhere',
        message: `These sites cannot be added to the plan: ${taken.site_code} (booked by the campaign Verano Costero for these dates)`,
      },
      action: 'add',
      sites: [
        {
          site_id: taken.id,
          site_code: taken.site_code,
          reason: 'booked_elsewhere',
          status: null,
          campaign: 'Verano Costero',
        },
      ],
    });
    expect(await statuses(campId)).toEqual({});

    const added = await plan(campId, [free.id, taken.id], planner, { addBookedElsewhere: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(await statuses(campId)).toEqual({ [free.id]: 'planned', [taken.id]: 'planned' });
    const rows = (await ctx.call('/fetch_booked_inventory', { campId }, viewer)).json().booked_inventory as {
      _id: number;
      booked_elsewhere: boolean;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r._id, r.booked_elsewhere]))).toEqual({
      [free.id]: false,
      [taken.id]: true,
    });
  });

  it('is refused at Send For Approval with its name, and nothing is sent', async () => {
    const mailsBefore = await queuedMails();
    const sent = await ctx.call('/send_inv_approval', { campId, invIds: [free.id, taken.id] }, planner);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.message).toBe(
      `These sites cannot be sent for approval: ${taken.site_code} (booked by the campaign Verano Costero for these dates)`,
    );
    expect(sent.json().sites.map((s: { site_id: number }) => s.site_id)).toEqual([taken.id]);
    expect(await statuses(campId)).toEqual({ [free.id]: 'planned', [taken.id]: 'planned' });
    expect(await queuedMails()).toBe(mailsBefore);
  });

  it('Approve Bookings books the rest and names it; alone, it answers 409', async () => {
    const alone = await ctx.call('/internal_approval', { campId, invIds: [taken.id] }, approver);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.code).toBe('booked_elsewhere');

    const booked = await ctx.call('/internal_approval', { campId, invIds: [free.id, taken.id] }, approver);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().not_booked).toEqual([
      {
        site_id: taken.id,
        site_code: taken.site_code,
        reason: 'booked_elsewhere',
        status: null,
        campaign: 'Verano Costero',
      },
    ]);
    expect(await statuses(campId)).toEqual({ [free.id]: 'booked', [taken.id]: 'planned' });
  });

  it('names another agency’s campaign only as another campaign', async () => {
    const outsider = await outsiderToken(ctx, 'booked-elsewhere-outsider@other.test');
    const site = sites[2];
    await bookedBy(outsider, [site.id], 'Secreto Ajeno');
    const asked = await plan(campId, [site.id]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.message).toBe(
      `These sites cannot be added to the plan: ${site.site_code} (booked by another campaign for these dates)`,
    );
    expect(asked.json().sites[0].campaign).toBeNull();
    expect(asked.body).not.toContain('Secreto');
  });

  it('401 without a token, 403 without the policy, 400 for a bad flag', async () => {
    const body = { campId, inv_ids: [sites[3].id], addBookedElsewhere: true };
    expect((await ctx.call('/v2/book_inventory', body)).statusCode).toBe(401);
    expect((await ctx.call('/v2/book_inventory', body, viewer)).statusCode).toBe(403);
    const bad = await ctx.call('/v2/book_inventory', { ...body, addBookedElsewhere: 'yes' }, planner);
    expect(bad.statusCode).toBe(400);
    const details = { campId, siteId: taken.id };
    expect((await ctx.call('/v2/fetch_site_details', details)).statusCode).toBe(401);
    expect((await ctx.call('/v2/fetch_site_details', { ...details, siteId: 'x' }, planner)).statusCode).toBe(
      400,
    );
    expect((await ctx.call('/internal_approval', { campId, invIds: [free.id] })).statusCode).toBe(401);
    expect((await ctx.call('/internal_approval', { campId, invIds: [free.id] }, planner)).statusCode).toBe(
      403,
    );
  });
});

describe('the owner’s approval page', () => {
  it('lists only the sites sent to that owner, and refuses one planned after the mail', async () => {
    const [, , , , sent, kept, afterMail] = sites;
    const camp = await createCampaign(ctx, planner, { campaign_name: 'Primavera', ...later });
    expect((await plan(camp._id, [sent.id, kept.id])).statusCode).toBe(200);
    const outbox = path.join(ctx.config.DATA_DIR, 'outbox');
    const mailed = await ctx.call('/send_inv_approval', { campId: camp._id, invIds: [sent.id] }, planner);
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect((await plan(camp._id, [afterMail.id])).statusCode).toBe(200);

    while ((await ctx.app.jobs.runDue()) > 0) {}
    const texts = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')),
    );
    const link = texts
      .map((t) => t.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .flatMap((t) => [...t.matchAll(/https?:\/\/\S+\/open\/approve_inventory\/\S+/g)].map((m) => m[0]))
      .find((l) => l.includes(camp._id));
    expect(link).toBeDefined();
    const url = new URL(link as string);
    const [, , , userId, campId] = url.pathname.split('/');
    const credentials = { userId, campId, token: url.searchParams.get('token') ?? '' };

    const page = await ctx.call('/fetch_approval_inventory', credentials);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().approval_inventory.map((r: { _id: number }) => r._id)).toEqual([sent.id]);

    const unsent = await ctx.call('/approve_inventory', {
      ...credentials,
      approval: 'approve',
      invIds: [afterMail.id],
    });
    expect(unsent.statusCode).toBe(400);
    expect(unsent.json().error.message).toBe(
      `These sites were not sent to you for approval: ${afterMail.site_code}`,
    );

    const approve = { ...credentials, approval: 'approve', invIds: [sent.id] };
    expect((await ctx.call('/approve_inventory', approve)).statusCode).toBe(200);
    const twice = await ctx.call('/approve_inventory', approve);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(`These sites cannot be approved: ${sent.site_code} (Approved)`);
    expect(await statuses(camp._id)).toEqual({
      [sent.id]: 'approved',
      [kept.id]: 'planned',
      [afterMail.id]: 'planned',
    });

    // Booked after the owner's approval, the site stays on its page; never-sent ones never appear.
    expect(
      (await ctx.call('/internal_approval', { campId, invIds: [sent.id, kept.id] }, approver)).statusCode,
    ).toBe(200);
    const after = await ctx.call('/fetch_approval_inventory', credentials);
    expect(
      after.json().approval_inventory.map((r: { _id: number; status: string }) => [r._id, r.status]),
    ).toEqual([[sent.id, 'booked']]);
  });
});
