import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { AGE_BANDS, LIGHTING, NETWORKS, POLICIES, SEC_CLASSES, TRAFFIC_DENSITIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { SiteRow } from '../src/modules/inventory/import/site-encoding.ts';
import { DEMO_AGENCY, DEMO_USERS } from './accounts.ts';
import { parseSeedArgs } from './args.ts';
import { type SeedResult, seedDemo } from './demo.ts';

const config = loadConfig({
  DATA_DIR: path.join(os.tmpdir(), 'plano-seed-test'),
  APP_SECRET: 'seed-test-secret-seed-test-secret-0123456789',
  GEODATA_DIR: process.env.GEODATA_DIR,
});
const seed = (database: Database, sites: number) =>
  seedDemo(database, { sites, geodataDir: config.GEODATA_DIR });

let database: Database;
let result: SeedResult;

beforeAll(async () => {
  database = await openDatabase({});
  result = await seed(database, 500);
});
afterAll(() => database.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await database.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0].n;

/** The stored columns these checks read: the import's own row type, with the quality scores in details. */
type SiteCheck = Pick<
  SiteRow,
  | 'site_code'
  | 'type'
  | 'lighting'
  | 'width'
  | 'height'
  | 'area_n'
  | 'price'
  | 'final_score'
  | 'traffic_density'
  | 'sec_600mt'
  | 'sec_classification'
  | 'male_600mt'
  | 'female_600mt'
  | 'networks'
  | 'demographics'
  | 'additional_data'
> & { details: { quality: Record<string, number | string> } };

describe('seedDemo', () => {
  it('loads every part of the demo data', async () => {
    expect(result).toMatchObject({ seeded: true, counts: { sites: 500, campaigns: 6 } });
    expect(await count('regions')).toBe(16);
    expect(await count('communes')).toBe(345);
    expect(await count('vendors')).toBe(10);
    // The six demo accounts and one login user for each of the nine other media owners.
    expect(await count('users')).toBe(6 + 9);
    expect(await count('vendors v where not exists (select 1 from users u where u.vendor_id = v.id)')).toBe(
      0,
    );
    expect(await count('policies')).toBe(Object.keys(POLICIES).length);
    expect(await count('agencies')).toBe(2);
    expect(await count('roles')).toBe(6);
    expect(await count('sites')).toBe(500);
    expect(await count('nearby_places')).toBeGreaterThan(100);
    for (const email of Object.values(DEMO_USERS).map((u) => u.email)) {
      expect(await count('users where email = $1', [email])).toBe(1);
    }
  });

  it('gives each demo user the agreed role, agency and shared users', async () => {
    const users = await database.query<{
      email: string;
      role: string;
      agency: string | null;
      vendor: boolean;
      shared: number;
    }>(
      `select u.email, r.name as role, a.name as agency, u.vendor_id is not null as vendor,
              cardinality(u.shared_users) as shared
         from users u join roles r on r.id = u.role_id left join agencies a on a.id = u.agency_id
        where u.email not like 'owner.%' order by u.email`,
    );
    expect(users).toEqual([
      { email: 'admin@plano.test', role: 'admin', agency: 'Plano', vendor: false, shared: 0 },
      { email: 'approver@plano.test', role: 'approvers', agency: DEMO_AGENCY, vendor: false, shared: 1 },
      { email: 'manager@plano.test', role: 'owner', agency: DEMO_AGENCY, vendor: false, shared: 0 },
      { email: 'owner@plano.test', role: 'media owner', agency: null, vendor: true, shared: 0 },
      { email: 'planner@plano.test', role: 'planners', agency: DEMO_AGENCY, vendor: false, shared: 0 },
      { email: 'viewer@plano.test', role: 'read only', agency: DEMO_AGENCY, vendor: false, shared: 1 },
    ]);
    const [owner] = await database.query<{ email: string }>(
      'select u.email from agencies a join users u on u.id = a.owner_user_id where a.name = $1',
      [DEMO_AGENCY],
    );
    expect(owner.email).toBe(DEMO_USERS.manager.email);
  });

  it('makes every site plausible and self-consistent', async () => {
    const sites = await database.query<SiteCheck>(
      `select site_code, type, lighting, width, height, area_n, price::float8 as price, final_score, traffic_density,
              sec_600mt, sec_classification, male_600mt, female_600mt, networks, demographics, additional_data, details
         from sites`,
    );
    expect(new Set(sites.map((s) => s.site_code)).size).toBe(sites.length);
    const digital = sites.filter((s) => s.type === 'digital').length / sites.length;
    expect(digital).toBeGreaterThan(0.1);
    expect(digital).toBeLessThan(0.3);
    for (const site of sites) {
      expect(Math.abs(site.male_600mt + site.female_600mt - 100)).toBeLessThan(0.01);
      expect(site.male_600mt).toBeGreaterThanOrEqual(46);
      expect(site.male_600mt).toBeLessThanOrEqual(54);
      expect(LIGHTING).toContain(site.lighting);
      expect(TRAFFIC_DENSITIES).toContain(site.traffic_density);
      expect(SEC_CLASSES).toContain(site.sec_600mt);
      expect(SEC_CLASSES).toContain(site.sec_classification);
      expect(site.area_n).toBeCloseTo(site.width * site.height, 2);
      expect(site.price).toBeGreaterThanOrEqual(400_000);
      expect(site.price).toBeLessThanOrEqual(12_000_000);
      expect(site.final_score).toBeGreaterThan(0);
      expect(site.final_score).toBeLessThan(1);
      expect(site.additional_data.final_score).toBeCloseTo(site.final_score, 5);
      expect(site.additional_data.sell_price_1).toBe(site.price);
      for (const tier of [1, 2, 3]) {
        expect(site.additional_data[`cost_${tier}`]).toBeLessThan(
          site.additional_data[`sell_price_${tier}`] as number,
        );
      }
      expect(site.networks.length).toBeGreaterThanOrEqual(1);
      expect(site.networks.length).toBeLessThanOrEqual(3);
      for (const network of site.networks) expect(NETWORKS).toContain(network);
      const isDigital = site.type === 'digital';
      expect(site.additional_data.static_digital).toBe(isDigital ? 'Digital' : 'Static');
      expect(['Digital', 'LED'].includes(site.lighting)).toBe(isDigital);
      // The score is the final score out of 10, to one decimal.
      expect(Math.abs((site.details.quality.score as number) - site.final_score * 10)).toBeLessThanOrEqual(
        0.0501,
      );
    }
  });

  it('keeps the demographic counts adding up', async () => {
    const rows = await database.query<{
      demographics: Record<string, Record<string, number>>;
      male_600mt: number;
    }>('select demographics, male_600mt from sites');
    const sum = (ring: Record<string, number>, keys: readonly string[]) =>
      keys.reduce((t, k) => t + ring[k], 0);
    for (const { demographics, male_600mt } of rows) {
      for (const radius of ['600mt', '1000mt']) {
        const ring = demographics[radius];
        expect(sum(ring, AGE_BANDS)).toBe(ring.population);
        expect(ring.male + ring.female).toBe(ring.population);
        expect(sum(ring, SEC_CLASSES)).toBe(ring.homes);
        expect(ring.households).toBeGreaterThanOrEqual(ring.homes);
      }
      const inner = demographics['600mt'];
      expect(Math.abs((inner.male / inner.population) * 100 - male_600mt)).toBeLessThan(0.1);
      expect(demographics['1000mt'].population).toBeGreaterThan(inner.population);
      expect(demographics['1000mt'].trips).toBeGreaterThan(inner.trips);
      expect(Object.keys(demographics.places)).toHaveLength(15);
    }
  });

  it('seeds two campaigns in each state, with plans that fit their budgets and never double-book', async () => {
    const camps = await database.query<{
      status: string;
      budget: number;
      planned: number;
      rows: number;
      bad: number;
    }>(
      `select c.status, c.budget::float8 as budget, coalesce(sum(p.price), 0)::float8 as planned,
              count(p.id)::int as rows,
              count(p.id) filter (where not (s.city = any(c.cities) and s.state = any(c.states))
                                    or p.period <> daterange(c.start_date, c.end_date, '[]'))::int as bad
         from campaigns c left join plan_rows p on p.campaign_id = c.id left join sites s on s.id = p.site_id
        group by c.id order by c.status`,
    );
    expect(camps.map((c) => c.status)).toEqual([
      'awaiting',
      'awaiting',
      'booked',
      'booked',
      'pending',
      'pending',
    ]);
    for (const camp of camps) {
      expect(camp.budget).toBeGreaterThan(camp.planned);
      expect(camp.bad).toBe(0);
      expect(camp.rows === 0).toBe(camp.status === 'pending');
    }
    expect(
      await count(`plan_rows a join plan_rows b on a.site_id = b.site_id and a.id <> b.id and a.period && b.period
                   where a.status = 'booked' and b.status = 'booked'`),
    ).toBe(0);
    expect(
      await count(
        `plan_rows p join users u on u.id = p.approved_by
                   where p.status = 'booked' and u.email = $1 and p.approved_at is not null`,
        [DEMO_USERS.approver.email],
      ),
    ).toBe(await count(`plan_rows where status = 'booked'`));
  });

  it('leaves a seeded database alone', async () => {
    expect(await seed(database, 10)).toEqual({ seeded: false });
    expect(await count('sites')).toBe(500);
  });

  it('is deterministic: the same count gives the same sites', async () => {
    const digest = async () => {
      const fresh = await openDatabase({});
      try {
        await seed(fresh, 200);
        const rows = await fresh.query(
          `select s.id::float8 as id, s.site_code, v.name as vendor, s.city, s.state, s.lat, s.lng, s.media_type,
                  s.format, s.lighting, s.price::float8 as price, s.final_score, s.networks, s.poi, s.demographics,
                  s.additional_data, s.details
             from sites s join vendors v on v.id = s.vendor_id order by s.id`,
        );
        return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
      } finally {
        await fresh.close();
      }
    };
    expect(await digest()).toBe(await digest());
    // Two fresh embedded databases migrated and seeded: seconds alone, far more on a busy machine.
  }, 120_000);
});

describe('parseSeedArgs', () => {
  it('reads --sites and --reset, and refuses anything else', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false });
    expect(parseSeedArgs(['--sites', '1000000', '--reset'])).toEqual({ sites: 1_000_000, reset: true });
    expect(parseSeedArgs(['--sites=0'])).toEqual({ sites: 0, reset: false });
    for (const bad of [
      ['--sites'],
      ['--sites', '-1'],
      ['--sites', '1.5'],
      ['--sites', '2000001'],
      ['--site', '5'],
    ]) {
      expect(() => parseSeedArgs(bad)).toThrow();
    }
  });
});
