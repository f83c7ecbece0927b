import type { MediaOwnerDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

// The vendor table paged, filtered and sorted on the server (issue 22), checked against the same
// rules applied by hand to every owner.
let ctx: TestContext;
let admin: string;
let everyone: MediaOwnerDto[];

const PREFIX = 'Paged';
const REGIONS = ['Región de Valparaíso', 'Región Metropolitana de Santiago', 'Región del Bío-Bío'];

beforeAll(async () => {
  ctx = await createTestContext({ sites: 10 });
  admin = await ctx.tokenOf(DEMO.admin);
  for (let i = 0; i < 37; i++) {
    await ctx.database.query(
      `insert into vendors (name, states, aliases, phone, email, inv_uploaded, inv_last_updated)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        // Accents in some names: the filters ignore them.
        `${PREFIX} ${i % 3 === 0 ? 'Señalética' : 'Senaletica'} ${String(i).padStart(2, '0')}`,
        REGIONS.slice(i % 3, (i % 3) + 1 + (i % 2)),
        i % 4 === 0 ? [`alias-${i}`, 'Vía Norte'] : [],
        `+56 2 2${String(i).padStart(3, '0')} 0000`,
        `contacto${i}@paged-${i % 5}.test`,
        i % 2 === 0,
        i % 7 === 0 ? null : `2026-0${1 + (i % 9)}-1${i % 10}T12:00:00Z`,
      ],
    );
  }
  const all = await ctx.call('/fetch_all_media_owners', undefined, admin);
  expect(all.statusCode, all.body).toBe(200);
  everyone = all.json().proper_vendors;
});
afterAll(() => ctx.close());

const list = (body: unknown) => ctx.call('/fetch_all_media_owners', body, admin);
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const holds = (value: string, text: string) => plain(value).includes(plain(text));
const ids = (owners: MediaOwnerDto[]) => owners.map((o) => o._id);

describe('POST /api/fetch_all_media_owners, paged on the server', () => {
  it('answers SPEC’s call (no body) with every owner and their count', async () => {
    const [{ n }] = await ctx.database.query<{ n: number }>('select count(*)::int as n from vendors');
    expect(everyone).toHaveLength(n);
    const empty = (await list({})).json();
    expect(empty.total_count).toBe(n);
    expect(ids(empty.proper_vendors)).toEqual(ids(everyone));
  });

  it('pages by name: every owner once, in order, with the count of all', async () => {
    const seen: MediaOwnerDto[] = [];
    for (let page = 0; seen.length < everyone.length; page++) {
      const res = await list({ page, limit: 10 });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.total_count).toBe(everyone.length);
      expect(body.proper_vendors.length).toBe(Math.min(10, everyone.length - page * 10));
      seen.push(...body.proper_vendors);
    }
    expect(seen).toEqual(everyone);
    const past = (await list({ page: 100, limit: 50 })).json();
    expect(past).toEqual({ proper_vendors: [], total_count: everyone.length });
  });

  it('filters each text column by what it holds, case and accents ignored', async () => {
    const cases: [string, string, (o: MediaOwnerDto) => string][] = [
      ['name', 'senalética 1', (o) => o.name],
      ['states', 'bio-bio', (o) => o.states.join(', ')],
      ['states', 'valparaíso, región metro', (o) => o.states.join(', ')],
      ['aliases', 'via norte', (o) => o.aliases.join(', ')],
      ['phone', '2 201', (o) => o.phone],
      ['email', 'PAGED-3', (o) => o.email],
      ['name', '100%_', (o) => o.name],
    ];
    for (const [column, text, value] of cases) {
      const expected = everyone.filter((o) => holds(value(o), text));
      const res = await list({ filters: { [column]: text }, page: 0, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total_count, `${column} ${text}`).toBe(expected.length);
      expect(ids(res.json().proper_vendors), `${column} ${text}`).toEqual(ids(expected).slice(0, 50));
    }
  });

  it('filters the upload state and the day of the last update', async () => {
    const yes = (await list({ filters: { inv_uploaded: ['yes'] } })).json();
    expect(ids(yes.proper_vendors)).toEqual(ids(everyone.filter((o) => o.inv_uploaded === 'yes')));
    expect((await list({ filters: { inv_uploaded: [] } })).json().total_count).toBe(0);
    expect((await list({ filters: { inv_uploaded: ['yes', 'no'] } })).json().total_count).toBe(
      everyone.length,
    );

    const day = (o: MediaOwnerDto) => o.inv_last_updated?.slice(0, 10);
    const between = (
      await list({ filters: { inv_last_updated: { from: '2026-03-10', to: '2026-06-30' } } })
    ).json();
    const expected = everyone.filter((o) => {
      const d = day(o);
      return d !== undefined && d >= '2026-03-10' && d <= '2026-06-30';
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(between.proper_vendors)).toEqual(ids(expected));
    const on = everyone.find((o) => o.inv_last_updated)!;
    const sameDay = (await list({ filters: { inv_last_updated: { from: day(on), to: day(on) } } })).json();
    expect(ids(sameDay.proper_vendors)).toEqual(ids(everyone.filter((o) => day(o) === day(on))));
  });

  it('combines filters, sorts by any column both ways and pages the result', async () => {
    const filters = { name: PREFIX, inv_uploaded: ['no'] as const };
    const matches = everyone.filter((o) => holds(o.name, PREFIX) && o.inv_uploaded === 'no');
    const byPhone = [...matches].sort((a, b) => (a.phone < b.phone ? 1 : a.phone > b.phone ? -1 : 0));
    const first = (
      await list({ filters, sort: { column: 'phone', direction: 'desc' }, page: 0, limit: 10 })
    ).json();
    const second = (
      await list({ filters, sort: { column: 'phone', direction: 'desc' }, page: 1, limit: 10 })
    ).json();
    expect(first.total_count).toBe(matches.length);
    expect([...ids(first.proper_vendors), ...ids(second.proper_vendors)]).toEqual(ids(byPhone).slice(0, 20));

    for (const column of ['name', 'states', 'aliases', 'email', 'inv_uploaded', 'inv_last_updated']) {
      for (const direction of ['asc', 'desc']) {
        const res = await list({ filters, sort: { column, direction } });
        expect(res.statusCode, res.body).toBe(200);
        const got = res.json().proper_vendors as MediaOwnerDto[];
        expect(ids(got).sort()).toEqual(ids(matches).sort());
        // Each row is in order with the next by the sorted column (ties are broken by name).
        const key = (o: MediaOwnerDto) =>
          column === 'states' || column === 'aliases'
            ? o[column].join(', ').toLowerCase()
            : column === 'inv_last_updated'
              ? (o.inv_last_updated ?? '')
              : String(o[column as keyof MediaOwnerDto]).toLowerCase();
        const keys = got.map(key);
        const sorted = [...keys].sort();
        expect(keys, `${column} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('answers every match without a page: what the CSV export takes', async () => {
    const res = (
      await list({ filters: { email: 'paged-1' }, sort: { column: 'email', direction: 'asc' } })
    ).json();
    const expected = everyone.filter((o) => holds(o.email, 'paged-1'));
    expect(res.total_count).toBe(expected.length);
    expect(ids(res.proper_vendors).sort()).toEqual(ids(expected).sort());
  });

  it('refuses a bad page, page size, filter or sort (400), naming the field', async () => {
    const bad: unknown[] = [
      { page: -1, limit: 10 },
      { page: 0, limit: 15 },
      { page: 0 },
      { limit: 10 },
      { filters: { country: 'Chile' } },
      { filters: { name: 'x'.repeat(121) } },
      { filters: { name: 'bad\u0000' } },
      { filters: { inv_uploaded: ['maybe'] } },
      { filters: { inv_last_updated: { from: '2026-02-30' } } },
      { sort: { column: 'password', direction: 'asc' } },
      { sort: { column: 'name', direction: 'up' } },
      { page: 0, limit: 10, extra: true },
    ];
    for (const body of bad) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBeTruthy();
    }
  });

  it('needs a token (401) and `master vendor management` (403) for a page too', async () => {
    const body = { page: 0, limit: 10, filters: { name: PREFIX } };
    expect((await ctx.call('/fetch_all_media_owners', body)).statusCode).toBe(401);
    for (const who of [DEMO.planner, DEMO.owner]) {
      expect((await ctx.call('/fetch_all_media_owners', body, await ctx.tokenOf(who))).statusCode).toBe(403);
    }
  });
});
