import { FOLD_FROM, foldText, INVENTORY_SORT_COLUMNS, searchWords } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import { ownerVendorId } from '../../../../test/fixtures/inventory-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../../test/index.ts';
import { query, sql } from '../../../db/sql.ts';
import { phoneHolds } from '../../../db/text-search.ts';

// The inventory grid at scale (issue 24, items 8 and 9): search and sort on the server, the region
// and city moved in one edit, and the database's folding in step with core's (decision 0019).

let ctx: TestContext;
let owner: string;
let planner: string;
let admin: string;
let vendorId: string;

interface OwnSite {
  id: number;
  site_code: string;
  text: string;
  city: string;
}

/** The owner's sites as the test reads them, each with the text the search looks through. */
async function ownSites(): Promise<OwnSite[]> {
  return ctx.database.query<OwnSite>(
    `select id::float8 as id, site_code, city,
            concat_ws(' ', site_code, supplier_code, vendor_inv_code, location, locality, city, state) as text
       from sites where vendor_id = $1`,
    [vendorId],
  );
}

const fetchPage = (body: Record<string, unknown>, token = owner) =>
  ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0, ...body }, token);

beforeAll(async () => {
  ctx = await createTestContext({ sites: 300 });
  owner = await ctx.tokenOf(DEMO.owner);
  planner = await ctx.tokenOf(DEMO.planner);
  admin = await ctx.tokenOf(DEMO.admin);
  vendorId = await ownerVendorId(ctx, DEMO.owner);
  const rows = [
    buildSite('FIND-1', { location: 'Café del Parque 100% Real', city: 'Ñuñoa' }),
    buildSite('FIND-2', { location: 'Av. Irarrázaval 3000', city: 'Ñuñoa', locality: 'Plaza Ñuñoa' }),
    buildSite('FIND-3', { location: 'Calle_Larga 5', city: 'Providencia' }),
  ];
  const res = await ctx.call('/add_plano_inventory', { data: rows }, owner);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx.close());

describe('the database folds text as core does', () => {
  it('plano_fold() gives foldText() for every accented letter, either case', async () => {
    const samples = ['Ñuñoa', 'CAFÉ', 'Metrópolis', FOLD_FROM, FOLD_FROM.toUpperCase(), 'São Paulo Ü-Øst'];
    for (const sample of samples) {
      const [row] = await ctx.database.query<{ f: string }>('select plano_fold($1) as f', [sample]);
      expect(row.f, sample).toBe(foldText(sample));
    }
  });

  it('compares phone numbers without their spaces, dashes and brackets', async () => {
    const check = async (phone: string) => {
      const holds = query<{ ok: boolean }>(
        sql`select (${phoneHolds(sql`${phone}::text`, '9 1234 56')}) as ok`,
      );
      return (await ctx.database.query(holds))[0].ok;
    };
    expect(await check('+56 9 1234 5678')).toBe(true);
    expect(await check('+56 (9) 1234-5678')).toBe(true);
    expect(await check('+56 9 1243 5678')).toBe(false);
  });
});

describe('searching the inventory grid', () => {
  it('answers 401 without a token and 403 without the policies', async () => {
    const anonymous = await ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0, search: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect((await fetchPage({ search: 'nunoa' }, planner)).statusCode).toBe(403);
  });

  it('refuses a bad sort or an overlong search with a clear message', async () => {
    const column = await fetchPage({ sort: { column: 'demographics', direction: 'asc' } });
    expect(column.statusCode).toBe(400);
    expect(column.body).toContain('sort.column must be one of');
    const direction = await fetchPage({ sort: { column: 'city', direction: 'up' } });
    expect(direction.statusCode).toBe(400);
    expect(direction.body).toContain('sort.direction must be asc or desc');
    const long = await fetchPage({ search: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('search must be at most 200 characters');
  });

  it('finds Ñuñoa from "nunoa", and Café from "CAFE", among the owner’s sites only', async () => {
    const all = await ownSites();
    for (const search of ['nunoa', 'CAFE', 'plaza ÑUÑOA', 'find-']) {
      const words = searchWords(search);
      const expected = all.filter((s) => words.every((w) => foldText(s.text).includes(w)));
      expect(expected.length, search).toBeGreaterThan(0);
      const res = await fetchPage({ search, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.total_count, search).toBe(expected.length);
      expect(body.data.map((s: { id: number }) => s.id).sort()).toEqual(
        expected
          .map((s) => s.id)
          .slice(0, 50)
          .sort(),
      );
    }
    const nunoa = (await fetchPage({ search: 'nunoa', limit: 50 })).json();
    expect(
      nunoa.data.every((s: { values: { city: string; locality: string } }) =>
        /ñuñoa/i.test(`${s.values.city} ${s.values.locality}`),
      ),
    ).toBe(true);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    const percent = (await fetchPage({ search: '100%' })).json();
    expect(percent.data.map((s: { values: { site_code: string } }) => s.values.site_code)).toEqual([
      'FIND-1',
    ]);
    const underscore = (await fetchPage({ search: 'calle_larga' })).json();
    expect(underscore.data.map((s: { values: { site_code: string } }) => s.values.site_code)).toEqual([
      'FIND-3',
    ]);
    expect((await fetchPage({ search: 'calle%larga' })).json().total_count).toBe(0);
  });

  it('never finds another owner’s sites, even for the platform team naming this owner', async () => {
    const [foreign] = await ctx.database.query<{ site_code: string }>(
      'select site_code from sites where vendor_id <> $1 limit 1',
      [vendorId],
    );
    expect((await fetchPage({ search: foreign.site_code })).json().total_count).toBe(0);
    const named = await fetchPage({ search: 'nunoa', vendor_id: vendorId }, admin);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().total_count).toBe((await fetchPage({ search: 'nunoa' })).json().total_count);
  });
});

describe('sorting the inventory grid', () => {
  it('sorts across pages, site_code breaking ties, in either direction', async () => {
    const all = await ownSites();
    const total = all.length;
    expect(total).toBeGreaterThan(20);
    for (const direction of ['asc', 'desc'] as const) {
      const codes: string[] = [];
      const cities: string[] = [];
      for (let page = 0; page * 50 < total; page++) {
        const res = await fetchPage({ limit: 50, page, sort: { column: 'city', direction } });
        expect(res.statusCode, res.body).toBe(200);
        for (const s of res.json().data) {
          codes.push(s.values.site_code);
          cities.push(s.values.city);
        }
      }
      // Every site once, and the order is the database's own order of city then code.
      expect(new Set(codes).size).toBe(total);
      const [ordered] = await ctx.database.query<{ codes: string[] }>(
        `select array_agg(site_code order by city ${direction}, site_code) as codes from sites where vendor_id = $1`,
        [vendorId],
      );
      expect(codes).toEqual(ordered.codes);
      expect(cities[0] === cities[cities.length - 1]).toBe(false);
    }
  });

  it('sorts by every sortable column with the search still applied', async () => {
    for (const column of INVENTORY_SORT_COLUMNS) {
      const res = await fetchPage({ search: 'find', sort: { column, direction: 'desc' } });
      expect(res.statusCode, `${column}: ${res.body}`).toBe(200);
      expect(res.json().total_count).toBe(3);
    }
  });
});

describe('moving a site to another region', () => {
  it('takes the region and a city of it in one edit; a city of another region is refused', async () => {
    const [site] = (await ownSites()).filter((s) => s.site_code === 'FIND-3');
    const mismatched = await ctx.call(
      '/update_plano_inventory',
      { id: site.id, data: { state: 'Región de Valparaíso' } },
      owner,
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error.fields).toHaveProperty('city');
    const wrongPair = await ctx.call(
      '/update_plano_inventory',
      { id: site.id, data: { state: 'Región de Valparaíso', city: 'Ñuñoa' } },
      owner,
    );
    expect(wrongPair.statusCode).toBe(400);
    const moved = await ctx.call(
      '/update_plano_inventory',
      { id: site.id, data: { state: 'Región de Valparaíso', city: 'Viña del Mar' } },
      owner,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().site.values).toMatchObject({ state: 'Región de Valparaíso', city: 'Viña del Mar' });
    const [stored] = await ctx.database.query<{ state: string; city: string }>(
      'select state, city from sites where id = $1',
      [site.id],
    );
    expect(stored).toEqual({ state: 'Región de Valparaíso', city: 'Viña del Mar' });
    // The kept search text follows the edit: "vina del mar" finds it, "providencia" no longer does.
    const found = (await fetchPage({ search: 'vina del mar find' })).json();
    expect(found.data.map((s: { id: number }) => s.id)).toEqual([site.id]);
    expect((await fetchPage({ search: 'providencia find-3' })).json().total_count).toBe(0);
  });
});
