import { expect } from 'vitest';
import type { TestContext } from '../../testing/index.ts';
import { type CampaignRef, createCampaign, METRO } from '../planning/planning-fixtures.ts';

/** Sites already handed to a campaign of this test file: each campaign gets fresh ones (no double booking). */
const used = new WeakMap<TestContext, number>();

/**
 * A campaign with `size` of the Santiago sites in its plan; the first `booked` of them booked (set
 * straight in the table: these tests are about what leaves Plano, not the booking flow).
 */
export async function plannedCampaign(
  ctx: TestContext,
  token: string,
  options: { size: number; booked?: number; overrides?: Record<string, unknown>; siteIds?: number[] },
): Promise<{ camp: CampaignRef; siteIds: number[] }> {
  const camp = await createCampaign(ctx, token, options.overrides);
  const offset = used.get(ctx) ?? 0;
  if (!options.siteIds) used.set(ctx, offset + options.size);
  const siteIds =
    options.siteIds ??
    (
      await ctx.database.query<{ id: number }>(
        `select id::float8 as id from sites s where state = $1 and planning_enabled
           and not exists (select 1 from plan_rows pr where pr.site_id = s.id and pr.status = 'booked')
         order by id limit $2 offset $3`,
        [METRO, options.size, offset],
      )
    ).map((r) => r.id);
  const res = await ctx.call(
    '/v2/book_inventory',
    { campId: camp._id, inv_ids: siteIds, selectedInv: [] },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  if (options.booked) {
    await ctx.database.query(
      `update plan_rows set status = 'booked' where campaign_id = $1 and site_id = any($2::bigint[])`,
      [camp._id, siteIds.slice(0, options.booked)],
    );
  }
  return { camp, siteIds };
}

/** Ids of seeded Santiago sites that are Digital (static_digital) or not, and not booked yet. */
export async function sitesByKind(ctx: TestContext, digital: boolean, limit: number): Promise<number[]> {
  const rows = await ctx.database.query<{ id: number }>(
    `select id::float8 as id from sites
      where state = $1 and planning_enabled and (additional_data->>'static_digital' = 'Digital') = $2
        and not exists (select 1 from plan_rows pr where pr.site_id = sites.id and pr.status = 'booked')
      order by id limit $3`,
    [METRO, digital, limit],
  );
  return rows.map((r) => r.id);
}
