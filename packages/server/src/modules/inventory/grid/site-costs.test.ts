import { COST_COLUMNS, OWNER_COSTS, siteAdditionalDataDto } from '@plano/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedCampaign } from '../../../../test/fixtures/export-fixtures.ts';
import {
  createCampaign,
  METRO,
  mapCall,
  outsiderToken,
} from '../../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../../test/index.ts';
import { createTokenService } from '../../auth/tokens.ts';
import { presentCampaignById } from '../../exports/campaign-of.ts';
import { createSiteImageStore } from '../images/site-image-store.ts';

/**
 * Issue 23, finding 3: a media owner's costs (cost_1..3, impression, installation, display,
 * mounting, printing) are its own business. Only that owner's users and the platform team read
 * them; every agency, a self-registered one too, reads sell prices only, in every answer and export.
 */
let ctx: TestContext;
let planner: string;
let admin: string;
let outsider: string;
/** Cordillera Outdoor (owner@plano.test's media owner) and another owner with a login of its own. */
let cordillera: { vendorId: string; userId: string };
let other: { vendorId: string; userId: string };

interface StoredCosts {
  id: number;
  site_code: string;
  vendor_id: string;
  costs: Record<string, number>;
}

/** What the tables hold of each site's costs: the truth the answers are checked against. */
async function storedCosts(ids: number[]): Promise<Map<number, StoredCosts>> {
  const rows = await ctx.database.query<StoredCosts>(
    `select s.id::float8 as id, s.site_code, s.vendor_id,
            jsonb_build_object('cost_1', s.additional_data->'cost_1', 'cost_2', s.additional_data->'cost_2',
              'cost_3', s.additional_data->'cost_3', 'impression_cost', s.additional_data->'impression_cost',
              'installation_cost', s.additional_data->'installation_cost',
              'display_cost', s.details->'display_cost', 'mounting_cost', s.details->'mounting_cost',
              'printing_cost', s.details->'printing_cost') as costs
       from sites s where s.id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Any cost named as a key anywhere in an answer's text (inventory_cost is the sell price). */
const COST_KEY = new RegExp(`"(${COST_COLUMNS.join('|')})"\\s*:`);

function expectNoCosts(site: { additional_data: Record<string, unknown> }) {
  for (const key of COST_COLUMNS) expect(site.additional_data, key).not.toHaveProperty(key);
  // Sell prices stay: agencies plan with them.
  expect(site.additional_data.sell_price_1).toEqual(expect.any(Number));
  expect(site.additional_data.sell_price_3).toEqual(expect.any(Number));
}

function expectOwnCosts(
  site: { _id: number; additional_data: Record<string, unknown> },
  stored: StoredCosts,
) {
  for (const key of OWNER_COSTS) expect(site.additional_data[key], key).toBe(stored.costs[key]);
}

/** An owner's Santiago sites in no plan yet: each test plans fresh ones. */
async function santiagoSitesOf(vendorId: string, limit: number): Promise<number[]> {
  const rows = await ctx.database.query<{ id: number }>(
    `select id::float8 as id from sites s where state = $1 and vendor_id = $2 and planning_enabled
       and not exists (select 1 from plan_rows pr where pr.site_id = s.id)
     order by id limit $3`,
    [METRO, vendorId, limit],
  );
  expect(rows, `${limit} free sites of ${vendorId}`).toHaveLength(limit);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  planner = await ctx.tokenOf(DEMO.planner);
  admin = await ctx.tokenOf(DEMO.admin);
  outsider = await outsiderToken(ctx, 'costs-outsider@other.test');
  // Cordillera first, then the owner with the most Santiago sites.
  const owners = await ctx.database.query<{ vendor_id: string; user_id: string; email: string }>(
    `select u.vendor_id, u.id as user_id, u.email from users u
      where u.vendor_id is not null
      order by (u.email = $2) desc,
               (select count(*) from sites s where s.vendor_id = u.vendor_id and s.state = $1) desc, u.email`,
    [METRO, DEMO.owner],
  );
  expect(owners[0].email).toBe(DEMO.owner);
  cordillera = { vendorId: owners[0].vendor_id, userId: owners[0].user_id };
  const second = owners.find((o) => o.vendor_id !== cordillera.vendorId);
  if (!second) throw new Error('no second media owner in Santiago');
  other = { vendorId: second.vendor_id, userId: second.user_id };
});
afterAll(() => ctx.close());

describe('the DTO', () => {
  it('declares exactly the owner costs of additional_data as optional, and drops any undeclared key', () => {
    const optional = Object.entries(siteAdditionalDataDto.shape)
      .filter(([, schema]) => schema.safeParse(undefined).success)
      .map(([key]) => key);
    expect(optional.sort()).toEqual([...OWNER_COSTS].sort());
    const parsed = siteAdditionalDataDto.parse({
      final_score: 0.5,
      static_digital: 'Static',
      sell_price_1: 1,
      sell_price_2: 1,
      sell_price_3: 1,
      impression_sale_price: 1,
      margin_secret: 42,
    });
    expect(parsed).not.toHaveProperty('margin_secret');
  });
});

describe('an agency reads sell prices only', () => {
  it('site details, the grid and the map (planner of the demo agency): no cost anywhere', async () => {
    const camp = await createCampaign(ctx, planner);
    const [siteId] = await santiagoSitesOf(cordillera.vendorId, 1);
    const details = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId }, planner);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.body).not.toMatch(COST_KEY);
    expectNoCosts(details.json().site);
    expect(details.json().site.inventory_cost).toEqual(expect.any(Number));

    const grid = await ctx.call('/fetch_sugg_inventory', { campId: camp._id, limit: 50 }, planner);
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().inventory.length).toBeGreaterThan(0);
    expect(grid.body).not.toMatch(COST_KEY);
    for (const site of grid.json().inventory) expectNoCosts(site);

    const map = await mapCall(ctx, planner, camp._id);
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().plano_inventory.length).toBeGreaterThan(0);
    expect(map.body).not.toMatch(COST_KEY);
  });

  it('a self-registered agency: the same, for a site of any owner', async () => {
    const camp = await createCampaign(ctx, outsider);
    for (const vendor of [cordillera, other]) {
      const [siteId] = await santiagoSitesOf(vendor.vendorId, 1);
      const res = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId }, outsider);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(COST_KEY);
      expectNoCosts(res.json().site);
    }
    const grid = await ctx.call('/fetch_sugg_inventory', { campId: camp._id, limit: 50 }, outsider);
    expect(grid.body).not.toMatch(COST_KEY);
  });

  it('the plan (Book Inventory and every answer that returns it) and the deck’s rows', async () => {
    const siteIds = [
      ...(await santiagoSitesOf(cordillera.vendorId, 2)),
      ...(await santiagoSitesOf(other.vendorId, 2)),
    ];
    const { camp } = await plannedCampaign(ctx, planner, { size: siteIds.length, siteIds });
    const plan = await ctx.call('/fetch_booked_inventory', { campId: camp._id }, planner);
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().booked_inventory).toHaveLength(4);
    expect(plan.body).not.toMatch(COST_KEY);
    for (const row of plan.json().booked_inventory) expectNoCosts(row);

    const sent = await ctx.call(
      '/send_inv_approval',
      { campId: camp._id, invIds: siteIds.slice(0, 1) },
      planner,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).not.toMatch(COST_KEY);

    // The PowerPoint deck is built from these rows, read as the campaign's agency.
    const deck = await presentCampaignById(ctx.database, createSiteImageStore(ctx.config), camp._id);
    expect(deck?.rows).toHaveLength(4);
    expect(JSON.stringify(deck)).not.toMatch(COST_KEY);
  });

  it('the Excel plan: no cost column, no site’s cost in its row', async () => {
    const siteIds = await santiagoSitesOf(cordillera.vendorId, 3);
    const { camp } = await plannedCampaign(ctx, planner, { size: siteIds.length, siteIds, booked: 1 });
    const stored = await storedCosts(siteIds);
    for (const lng of ['en', 'es']) {
      const res = await ctx.call('/getPlanoCampaignExcel', { campaign_id: camp._id, lng }, planner);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as never);
      const sheet = workbook.getWorksheet('plan');
      if (!sheet) throw new Error('no plan sheet');
      const header = (sheet.getRow(6).values as unknown[]).slice(1).map(String);
      expect(
        header.filter((h) => /cost|costo|margin|margen/i.test(h)),
        lng,
      ).toEqual([]);
      const byCode = new Map([...stored.values()].map((s) => [s.site_code, s]));
      let rows = 0;
      sheet.eachRow((row, n) => {
        if (n <= 6) return;
        const site = byCode.get(String(row.getCell(1).value));
        if (!site) return;
        rows += 1;
        const values = (row.values as unknown[]).slice(1);
        for (const [key, cost] of Object.entries(site.costs))
          if (cost > 0) expect(values, `${site.site_code} ${key}`).not.toContain(cost);
      });
      expect(rows).toBe(3);
    }
  });
});

describe('the platform team reads every owner’s costs', () => {
  it('admin@plano.test: site details, grid and plan carry the stored costs', async () => {
    const mine = await santiagoSitesOf(cordillera.vendorId, 1);
    const theirs = await santiagoSitesOf(other.vendorId, 1);
    const { camp } = await plannedCampaign(ctx, admin, { size: 2, siteIds: [...mine, ...theirs] });
    const stored = await storedCosts([...mine, ...theirs]);
    const [free] = await santiagoSitesOf(other.vendorId, 1); // not in the plan: the site panel's case
    const freeCosts = (await storedCosts([free])).get(free)!;

    const details = await ctx.call('/v2/fetch_site_details', { campId: camp._id, siteId: free }, admin);
    expect(details.statusCode, details.body).toBe(200);
    expectOwnCosts(details.json().site, freeCosts);
    expect(details.json().site.additional_data.cost_1).toBeGreaterThan(0);

    const grid = await ctx.call('/fetch_sugg_inventory', { campId: camp._id, limit: 10 }, admin);
    expect(grid.statusCode, grid.body).toBe(200);
    const gridCosts = await storedCosts(grid.json().inventory.map((s: { _id: number }) => s._id));
    for (const site of grid.json().inventory) expectOwnCosts(site, gridCosts.get(site._id)!);

    const plan = await ctx.call('/fetch_booked_inventory', { campId: camp._id }, admin);
    expect(plan.json().booked_inventory).toHaveLength(2);
    for (const row of plan.json().booked_inventory) expectOwnCosts(row, stored.get(row._id)!);
  });
});

describe('a media owner reads its own costs', () => {
  it('owner@plano.test: its inventory grid keeps every cost column with the stored values', async () => {
    const owner = await ctx.tokenOf(DEMO.owner);
    const res = await ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0 }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const sites = res.json().data as { id: number; values: Record<string, unknown> }[];
    expect(sites.length).toBeGreaterThan(0);
    const stored = await storedCosts(sites.map((s) => s.id));
    for (const site of sites) {
      const truth = stored.get(site.id)!;
      expect(truth.vendor_id).toBe(cordillera.vendorId);
      for (const key of COST_COLUMNS.filter((k) => k !== 'cost'))
        expect(site.values[key], key).toBe(truth.costs[key]);
    }
  });

  it('the open approval page: only that owner’s sites of the plan, with its own costs', async () => {
    const mine = await santiagoSitesOf(cordillera.vendorId, 2);
    const theirs = await santiagoSitesOf(other.vendorId, 2);
    const { camp } = await plannedCampaign(ctx, planner, { size: 4, siteIds: [...mine, ...theirs] });
    // The owner's page lists what was sent to that owner (decision 0021): send the whole plan.
    const sent = await ctx.call(
      '/send_inv_approval',
      { campId: camp._id, invIds: [...mine, ...theirs] },
      planner,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = await storedCosts([...mine, ...theirs]);
    const tokens = createTokenService(ctx.config.APP_SECRET);
    for (const [owner, own] of [
      [cordillera, mine],
      [other, theirs],
    ] as const) {
      const token = await tokens.signApproval(owner.userId, camp._id);
      const res = await ctx.call('/fetch_approval_inventory', {
        campId: camp._id,
        userId: owner.userId,
        token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().approval_inventory as {
        _id: number;
        vendor_id: string;
        additional_data: Record<string, unknown>;
        booked_camps: unknown[];
      }[];
      expect(rows.map((r) => r._id).sort()).toEqual([...own].sort());
      for (const row of rows) {
        expect(row.vendor_id).toBe(owner.vendorId);
        expectOwnCosts(row, stored.get(row._id)!);
      }
      // The campaign as the page heads it: no budget, no agency, no planner.
      expect(Object.keys(res.json().camp).sort()).toEqual(['_id', 'brand', 'end_date', 'name', 'start_date']);
    }
  });
});
