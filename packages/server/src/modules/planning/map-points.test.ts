import { type PlanningFiltersInput, planningFilters } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { mapInventoryQuery } from './queries/map.ts';

let ctx: TestContext;
let camp: CampaignScope;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 1500 });
  const planner = await ctx.tokenOf(DEMO.planner);
  const states = (await ctx.database.query<{ state: string }>('select distinct state from sites')).map(
    (r) => r.state,
  );
  const created = await createCampaign(ctx, planner, { states });
  camp = { ...created, states, cities: ['All'], media_type: 'all' };
}, 240_000);
afterAll(() => ctx.close());

const COLUMNS = [
  'lat',
  'lng',
  'state',
  'city',
  'type',
  'traffic_density',
  'sec_classification',
  'area_n',
  'final_score',
  'sec_600mt',
  'format',
  'media_type',
  'male_600mt',
  'female_600mt',
  'vendor_id',
];
const CODED = new Set([
  'state',
  'city',
  'type',
  'traffic_density',
  'sec_classification',
  'sec_600mt',
  'format',
  'media_type',
]);

/** Each plannable site as `sites` has it, and as `site_map_points` keeps it with its codes read back. */
async function bothSides() {
  const fromSites = await ctx.database.query(
    `select id, ${COLUMNS.map((c) => `s.${c}`).join(', ')} from sites s where planning_enabled order by id`,
  );
  const decoded = COLUMNS.map((c) =>
    CODED.has(c) ? `(select vc.value from site_value_codes vc where vc.code = p.${c}) as ${c}` : `p.${c}`,
  );
  const kept = await ctx.database.query(
    `select id, ${decoded.join(', ')} from site_map_points p order by id`,
  );
  return { fromSites, kept };
}

const total = async (filters: PlanningFiltersInput) =>
  (await ctx.database.query(mapInventoryQuery(camp, planningFilters.parse(filters), undefined, undefined)))[0]
    .total;

describe('the sites the map counts, kept as codes (decision 0045)', () => {
  it('holds every plannable site, and only those, with its own values', async () => {
    const { fromSites, kept } = await bothSides();
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept).toEqual(fromSites);
  });

  it('stays true as sites are added, moved, retyped, disabled, repriced and deleted', async () => {
    await ctx.database.transaction(async (query) => {
      // Ten copies elsewhere, one of them with a format no site had: it gets a code of its own.
      await query(
        `insert into sites (vendor_id, site_code, location, city, state, lat, lng, media_type, format, lighting,
                            type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                            sec_classification, male_600mt, female_600mt)
         select vendor_id, site_code || '-copy', location, city, state, lat - 0.5, lng + 0.3, media_type,
                case when id = (select min(id) from sites) then 'Mupi gigante' else format end,
                lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                sec_classification, male_600mt, female_600mt
           from sites order by id limit 10`,
      );
      const slice = (offset: number) => `select id from sites order by id offset ${offset} limit 10`;
      await query(`update sites set lat = lat + 0.05, city = 'Ñuñoa' where id in (${slice(10)})`);
      await query(
        `update sites set traffic_density = 'low' where id in (${slice(20)}) and traffic_density <> 'low'`,
      );
      await query(`update sites set area_n = area_n + 7 where id in (${slice(60)})`);
      await query(`update sites set planning_enabled = false where id in (${slice(30)})`);
      await query(`update sites set price = price + 1 where id in (${slice(40)})`);
      await query(`delete from plan_rows where site_id in (${slice(50)})`);
      await query(`delete from sites where id in (${slice(50)})`);
    });
    const { fromSites, kept } = await bothSides();
    expect(kept).toEqual(fromSites);
    expect(await total({ format: ['Mupi gigante'] })).toBe(1);
    await ctx.database.query('update sites set planning_enabled = true where not planning_enabled');
    const again = await bothSides();
    expect(again.kept).toEqual(again.fromSites);
  });

  it('counts a value no site holds as nothing, not as every site', async () => {
    expect(await total({ format: ['no such format'] })).toBe(0);
    expect(await total({ traffic_density: ['high', 'no such traffic'] })).toBe(
      await total({ traffic_density: ['high'] }),
    );
  });

  it('empties with the sites', async () => {
    await ctx.database.query('truncate sites cascade');
    expect(await ctx.database.query('select id from site_map_points')).toEqual([]);
  });
});
