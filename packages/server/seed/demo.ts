import type { Database } from '../src/db/client.ts';
import { loadReferenceData } from '../src/modules/admin/reference-data.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { loadGeodata } from '../src/modules/geo/geodata.ts';
import { DEMO_PASSWORD, seedAccounts } from './accounts.ts';
import { seedCampaigns } from './campaigns.ts';
import { siteCities } from './cities.ts';
import { generatePlaces, insertPlaces } from './places.ts';
import { anyUser, emptyTables, vacuumTables } from './queries.ts';
import { Random } from './random.ts';
import { insertSites, LARGE_SEED, withSiteIndexesDeferred } from './site-load.ts';

export interface SeedOptions {
  sites: number;
  geodataDir: string;
  log?: (msg: string) => void;
  /** Empty every table first, so a seeded database is seeded again (in the same transaction). */
  reset?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  counts?: { sites: number; places: number; campaigns: number; planRows: number };
}

/** Every table the seed fills or the app writes; `cascade` reaches any table that refers to them. */
const TABLES = [
  'plan_rows',
  'campaigns',
  'chat_messages',
  'jobs',
  'stored_files',
  'sites',
  'nearby_places',
  'users',
  'role_policies',
  'roles',
  'policies',
  'agencies',
  'vendors',
  'communes',
  'regions',
];

// One fixed seed per part: the sites stay the same when, say, a campaign is added.
const SEEDS = { accounts: 11, places: 23, sites: 37, campaigns: 41 };

/**
 * Loads the demo data into a database without users: the demo agency and its roles, media owners,
 * the demo users, nearby places, `options.sites` sites and the demo campaigns — after the reference
 * data (policies, platform roles, regions and communes), which it loads too, so a bare migrated
 * database is enough. Does nothing when users exist (unless `reset`): demo accounts never join real
 * ones. All in one transaction: a failure leaves nothing.
 */
export async function seedDemo(database: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  if (!options.reset) {
    const [row] = await database.query(anyUser());
    if (row.seeded) return { seeded: false };
  }
  const geo = loadGeodata(options.geodataDir);
  // argon2id takes ~50 ms: hash once, every demo user shares the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const regionNames = new Map(geo.regions.map((r) => [r.code, r.name]));
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

  const counts = await database.transaction(async (query) => {
    if (options.reset) {
      await query(emptyTables(TABLES));
      log('emptied every table');
    }
    const reference = await loadReferenceData(query, options.geodataDir);
    log(
      `reference data: policies, platform roles, ${geo.regions.length} regions, ${geo.communes.length} communes`,
    );
    const accounts = await seedAccounts(query, new Random(SEEDS.accounts), {
      passwordHash,
      regionNames,
      today,
      reference,
    });
    log(`the demo agency and its roles, ${accounts.vendors.length} media owners, demo users`);

    const cities = siteCities(geo.communes);
    const places = generatePlaces(new Random(SEEDS.places), cities, options.sites);
    await insertPlaces(query, places);
    log(`${places.length} nearby places`);

    const init = {
      geodataDir: options.geodataDir,
      seed: SEEDS.sites,
      places,
      vendors: accounts.vendors.map(({ id, taxId, margin }) => ({ id, taxId, margin })),
    };
    const started = performance.now();
    const every = Math.max(50_000, Math.ceil(options.sites / 10 / 50_000) * 50_000);
    const load = () =>
      insertSites(query, init, options.sites, (done) => {
        if (done % every !== 0 && done !== options.sites) return;
        const seconds = (performance.now() - started) / 1000;
        log(
          `${done.toLocaleString('en')} / ${options.sites.toLocaleString('en')} sites (${rate(done, seconds)} rows/s)`,
        );
      });
    const how = options.sites >= LARGE_SEED ? await withSiteIndexesDeferred(query, load, log) : await load();
    if (how === 'worker') log('sites generated in a worker thread');

    const { campaigns, planRows } = await seedCampaigns(query, new Random(SEEDS.campaigns), {
      agencyId: accounts.agencyId,
      plannerId: accounts.plannerId,
      approverId: accounts.approverId,
      regionNames,
      today,
    });
    log(`${campaigns} campaigns, ${planRows} plan rows`);
    return { sites: options.sites, places: places.length, campaigns, planRows };
  });
  // Fresh statistics, so the first planning queries on a large seed pick the indexes; the vacuum sets
  // the visibility map, so counts can use index-only scans.
  await database.query(vacuumTables(TABLES));
  return { seeded: true, counts };
}

function rate(rows: number, seconds: number): string {
  return seconds > 0 ? Math.round(rows / seconds).toLocaleString('en') : '–';
}
