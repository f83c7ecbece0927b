import { type PlanRowDto, planRowDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { createTokenService } from '../auth/tokens.ts';

// The owner's approval page reads its part of a plan a page at a time (decision 0044): each page
// must be exactly that part's rows in that order, the pages together the whole part, as
// /fetch_approval_inventory answers it, and never a site of another owner or one not sent to it.

let ctx: TestContext;
let link: { userId: string; campId: string; token: string };
/** The owner's part as the page read it whole. */
let part: PlanRowDto[];
/** The owner's sites in the plan, and how each was left. */
let mine: { id: number; status: string }[];

const STATUSES = ['pending', 'pending', 'approved', 'rejected', 'planned'] as const;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  const planner = await ctx.tokenOf(DEMO.planner);
  const [owner] = await ctx.database.query<{ id: string; vendor_id: string }>(
    'select id, vendor_id from users where email = $1',
    [DEMO.owner],
  );
  const camp = await createCampaign(ctx, planner);
  const sites = await ctx.database.query<{ id: number; vendor_id: string }>(
    `select s.id::float8 as id, s.vendor_id from sites s
      where s.planning_enabled and s.state = 'Región Metropolitana de Santiago'
        and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked')
      order by s.id`,
  );
  const owned = sites.filter((s) => s.vendor_id === owner.vendor_id).slice(0, 30);
  const others = sites.filter((s) => s.vendor_id !== owner.vendor_id).slice(0, 6);
  expect(owned.length).toBeGreaterThan(20);
  const res = await ctx.call(
    '/v2/book_inventory',
    { campId: camp._id, inv_ids: [...owned, ...others].map((s) => s.id) },
    planner,
  );
  expect(res.statusCode, res.body).toBe(200);
  // As if sent and partly answered: pending, approved and refused; one in five planned after the mail.
  mine = owned.map((s, i) => ({ id: s.id, status: STATUSES[i % STATUSES.length] }));
  for (const status of ['pending', 'approved', 'rejected'] as const) {
    await ctx.database.query(
      `update plan_rows set status = $3, owner_decided_at = case when $3 = 'pending' then null else now() end
        where campaign_id = $1 and site_id = any($2::bigint[])`,
      [camp._id, mine.filter((s) => s.status === status).map((s) => s.id), status],
    );
  }
  await ctx.database.query(
    `update plan_rows set status = 'pending' where campaign_id = $1 and site_id = any($2::bigint[])`,
    [camp._id, others.map((s) => s.id)],
  );
  const token = await createTokenService(ctx.config.APP_SECRET).signApproval(owner.id, camp._id);
  link = { userId: owner.id, campId: camp._id, token };
  part = (await ctx.call('/fetch_approval_inventory', link)).json().approval_inventory;
  expect(part.map((r) => r._id).sort((a, b) => a - b)).toEqual(
    mine.filter((s) => s.status !== 'planned').map((s) => s.id),
  );
});
afterAll(() => ctx.close());

const page = async (body: Record<string, unknown>) => {
  const res = await ctx.call('/fetch_approval_page', { ...link, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    approval_inventory: PlanRowDto[];
    total_count: number;
    pending_count: number;
    camp: { _id: string };
  };
};

describe('POST /api/fetch_approval_page', () => {
  it("answers the owner's part a page at a time: the pages together are the whole part, in its order", async () => {
    const pages: PlanRowDto[] = [];
    for (let i = 0; i < 3; i++) {
      const body = await page({ page: i, limit: 10 });
      expect(body.total_count).toBe(part.length);
      expect(body.pending_count).toBe(mine.filter((s) => s.status === 'pending').length);
      expect(body.camp._id).toBe(link.campId);
      for (const row of body.approval_inventory) planRowDto.parse(row);
      pages.push(...body.approval_inventory);
    }
    expect(pages).toEqual(part);
  });

  it('sorts the whole part on the server, both ways, before it pages', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const sign = dir === 'asc' ? 1 : -1;
      const want = [...part].sort((a, b) => sign * a.site_code.localeCompare(b.site_code) || a._id - b._id);
      const first = await page({ limit: 10, sort: { field: 'site_code', dir } });
      expect(first.approval_inventory.map((r) => r.site_code)).toEqual(
        want.slice(0, 10).map((r) => r.site_code),
      );
    }
    const byStatus = await page({ limit: 50, sort: { field: 'status', dir: 'asc' } });
    const order = ['pending', 'approved', 'rejected'];
    const seen = byStatus.approval_inventory.map((r) => order.indexOf(r.status));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('refuses a link for another campaign (403) and bad paging (400), with a clear message', async () => {
    const other = await createCampaign(ctx, await ctx.tokenOf(DEMO.planner));
    const wrong = await ctx.call('/fetch_approval_page', { ...link, campId: other._id });
    expect(wrong.statusCode).toBe(403);
    for (const bad of [
      { limit: 7 },
      { page: -1 },
      { sort: { field: 'password', dir: 'asc' } },
      { sort: 'x' },
    ]) {
      const res = await ctx.call('/fetch_approval_page', { ...link, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });
});

describe('POST /api/fetch_approval_pending_ids and /approve_inventory', () => {
  it("answers the ids of the owner's sites awaiting its answer, not another owner's", async () => {
    const res = await ctx.call('/fetch_approval_pending_ids', link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toEqual(mine.filter((s) => s.status === 'pending').map((s) => s.id));
  });

  it('answers only the rows of the sites it decided, as it left them; the part keeps the rest', async () => {
    const decided = mine.filter((s) => s.status === 'pending').slice(0, 2);
    const res = await ctx.call('/approve_inventory', {
      ...link,
      approval: 'approve',
      invIds: decided.map((s) => s.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows: PlanRowDto[] = res.json().approval_inventory;
    expect(rows.map((r) => [r._id, r.status]).sort()).toEqual(decided.map((s) => [s.id, 'approved']).sort());
    const after = await ctx.call('/fetch_approval_pending_ids', link);
    expect(after.json().ids).toEqual(
      mine.filter((s) => s.status === 'pending' && !decided.includes(s)).map((s) => s.id),
    );
    const whole = await page({ limit: 50 });
    expect(whole.total_count).toBe(part.length);
    expect(whole.pending_count).toBe(after.json().ids.length);
  });
});
