import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/index.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { campaignFacets, invalidateFacets } from './facets.ts';
import { facetsQuery, recountFacetsQuery } from './queries/facets.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 1500 });
}, 240_000);
afterAll(() => ctx.close());

/** Every facet value of the sites themselves, in the kept table's shape. */
const fresh = () =>
  ctx.database.query<{ key: string }>(
    `select distinct concat_ws('/', s.state, s.city, s.type, k.facet, k.value) as key
       from sites s, lateral (values ('media_owner', s.vendor_id::text), ('sec_classification', s.sec_classification),
                                     ('sec_600mt', s.sec_600mt), ('format', s.format), ('media_type', s.media_type),
                                     ('traffic_density', s.traffic_density)
                              union all select 'network', n from unnest(s.networks) n) k(facet, value)
      where s.planning_enabled order by 1`,
  );
const kept = () =>
  ctx.database.query<{ key: string }>(
    `select concat_ws('/', state, city, type, facet, value) as key from site_facets order by 1`,
  );
const dirtyAreas = async () =>
  (await ctx.database.query<{ n: number }>('select count(*)::int as n from site_facet_dirty'))[0].n;

/** The option lists as the sites of an area say them (the query before decision 0039). */
async function scanned(camp: CampaignScope) {
  const cities = camp.cities.includes('All') ? null : camp.cities;
  const type = camp.media_type === 'all' ? null : camp.media_type;
  const [row] = await ctx.database.query(
    `with scoped as (select * from sites s where s.planning_enabled and s.state = any($1::text[])
                       and ($2::text[] is null or s.city = any($2::text[])) and ($3::text is null or s.type = $3))
     select (select array_agg(v.name order by v.name) from vendors v where v.id in (select vendor_id from scoped)) as media_owner,
            (select array_agg(distinct sec_classification order by sec_classification) from scoped) as sec_classification,
            (select array_agg(distinct sec_600mt order by sec_600mt) from scoped) as sec_600mt,
            (select array_agg(distinct format order by format) from scoped) as format,
            (select array_agg(distinct media_type order by media_type) from scoped) as media_type,
            (select array_agg(distinct traffic_density order by traffic_density) from scoped) as traffic_density,
            (select array_agg(distinct n order by n) from scoped, unnest(scoped.networks) n) as networks`,
    [camp.states, cities, type],
  );
  return row;
}

const scope = (overrides: Partial<CampaignScope>): CampaignScope => ({
  _id: '00000000-0000-4000-8000-00000000000e',
  states: [],
  cities: ['All'],
  media_type: 'all',
  start_date: '2027-01-01',
  end_date: '2027-01-31',
  ...overrides,
});

describe('the planning filters kept per area (decision 0039)', () => {
  it('answers the option lists a scan of the area gives, for regions, communes and a type', async () => {
    const places = await ctx.database.query<{ state: string; city: string }>(
      'select state, city from sites group by 1, 2 order by count(*) desc limit 3',
    );
    const states = [...new Set(places.map((p) => p.state))];
    const scopes = [
      scope({ states }),
      scope({ states, media_type: 'digital' }),
      scope({ states: [places[0].state], cities: [places[0].city], media_type: 'ooh' }),
      scope({ states: ['Nowhere'] }),
    ];
    for (const camp of scopes) {
      const [fromKept] = await ctx.database.query(facetsQuery(camp));
      expect(fromKept, JSON.stringify(camp)).toEqual(await scanned(camp));
    }
    const [everywhere] = await ctx.database.query(facetsQuery(scopes[0]));
    expect(everywhere.networks?.length).toBeGreaterThan(1);
    expect(everywhere.media_owner?.length).toBeGreaterThan(1);
  });

  it('keeps the lists true as sites are added, changed, switched off and deleted', async () => {
    expect(await kept()).toEqual(await fresh());
    await ctx.database.transaction(async (query) => {
      await query(
        `insert into sites (vendor_id, site_code, location, city, state, lat, lng, media_type, format, lighting,
                            type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                            sec_classification, male_600mt, female_600mt, networks)
         select vendor_id, site_code || '-copy', location, city, state, lat, lng, media_type, 'Monument',
                lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
                sec_classification, male_600mt, female_600mt, array['Copy network', 'Copy network']
           from sites order by id limit 10`,
      );
      // A move to another commune, a new network, another owner, a new format, a change no list shows.
      await query(
        `update sites set city = 'Ñuñoa' where id in (select id from sites order by id offset 10 limit 10)`,
      );
      await query(
        `update sites set networks = networks || 'Metro'::text where id in (select id from sites order by id offset 20 limit 10)`,
      );
      await query(
        `update sites set vendor_id = (select id from vendors order by name desc limit 1)
          where id in (select id from sites order by id offset 30 limit 10)`,
      );
      await query(
        `update sites set format = 'Wallscape' where id in (select id from sites order by id offset 40 limit 5)`,
      );
      await query(
        'update sites set price = price + 1 where id in (select id from sites order by id offset 50 limit 10)',
      );
      await query(
        'update sites set planning_enabled = false where id in (select id from sites order by id offset 60 limit 10)',
      );
      const doomed = 'select id from sites order by id offset 70 limit 10';
      await query(`delete from plan_rows where site_id in (${doomed})`);
      await query(`delete from sites where id in (${doomed})`);
    });
    // Written values show at once; areas that lost values are marked, not yet recounted.
    const before = new Set((await kept()).map((row) => row.key));
    for (const { key } of await fresh()) expect(before, key).toContain(key);
    expect([...before].some((key) => key.endsWith('/network/Copy network'))).toBe(true);
    expect(await dirtyAreas()).toBeGreaterThan(0);
    // The lists a planner reads are recounted first: exactly what the sites hold.
    const all = scope({
      states: (await ctx.database.query<{ state: string }>('select distinct state from sites')).map(
        (r) => r.state,
      ),
    });
    invalidateFacets(ctx.database);
    const lists = await campaignFacets(ctx.database, all);
    const scan = await scanned(all);
    expect({ ...lists.distinctFilters, networks: lists.networks }).toEqual(scan);
    expect(lists.distinctFilters.format).toContain('Monument');
    expect(lists.distinctFilters.format).toContain('Wallscape');
    expect(await kept()).toEqual(await fresh());
    expect(await dirtyAreas()).toBe(0);
    // The last site of a value gone: the value goes at the next read.
    await ctx.database.query(`update sites set format = 'Billboard' where format = 'Wallscape'`);
    expect(await dirtyAreas()).toBeGreaterThan(0);
    const [recounted] = await ctx.database.query(recountFacetsQuery(all));
    expect(recounted.recounted).toBeGreaterThan(0);
    expect(await kept()).toEqual(await fresh());
    expect((await kept()).some((row) => row.key.includes('/format/Wallscape'))).toBe(false);
    await ctx.database.query('update sites set planning_enabled = true where not planning_enabled');
    expect(await kept()).toEqual(await fresh());
    expect(await dirtyAreas()).toBe(0);
  });

  it('recounts every dirty area in the background once a writer says it wrote', async () => {
    await ctx.database.query(
      `update sites set sec_classification = 'e' where id in (select id from sites order by id desc limit 20)`,
    );
    expect(await dirtyAreas()).toBeGreaterThan(0);
    invalidateFacets(ctx.database);
    await expect.poll(dirtyAreas).toBe(0);
    expect(await kept()).toEqual(await fresh());
  });

  it('empties with the sites table', async () => {
    const emptied = new Error('rolled back');
    await expect(
      ctx.database.transaction(async (query) => {
        await query('truncate sites cascade');
        expect(await query('select count(*)::int as n from site_facets')).toEqual([{ n: 0 }]);
        expect(await query('select count(*)::int as n from site_facet_dirty')).toEqual([{ n: 0 }]);
        throw emptied;
      }),
    ).rejects.toBe(emptied);
    expect(await kept()).toEqual(await fresh());
  });
});
