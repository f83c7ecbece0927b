import type { PlanningFiltersInput } from '@plano/core';
import { expect } from 'vitest';
import { buildCampaign, registerAccount, type TestContext } from '../../testing/index.ts';

export const METRO = 'Región Metropolitana de Santiago';

/** A seeded site as the brute-force filters of the tests read it, straight from the tables. */
export interface SeedSite {
  id: number;
  site_code: string;
  state: string;
  city: string;
  type: string;
  lat: number;
  lng: number;
  price: number;
  media_owner: string;
  sec_classification: string;
  sec_600mt: string;
  traffic_density: string;
  format: string;
  media_type: string;
  area_n: number;
  final_score: number;
  male_600mt: number;
  female_600mt: number;
  planning_enabled: boolean;
}

export function loadSeedSites(ctx: TestContext): Promise<SeedSite[]> {
  return ctx.database.query<SeedSite>(
    `select s.id::float8 as id, s.site_code, s.state, s.city, s.type, s.lat, s.lng, s.price::float8 as price, v.name as media_owner,
            s.sec_classification, s.sec_600mt, s.traffic_density, s.format, s.media_type, s.area_n, s.final_score,
            s.male_600mt, s.female_600mt, s.planning_enabled
       from sites s join vendors v on v.id = s.vendor_id order by s.id`,
  );
}

export interface CampaignRef {
  _id: string;
  budget: number;
  status: string;
  start_date: string;
  end_date: string;
}

/** Creates a campaign (the whole Santiago region, a huge budget unless told) and returns it. */
export async function createCampaign(
  ctx: TestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<CampaignRef> {
  const res = await ctx.call(
    '/create_campaign',
    buildCampaign({ states: [METRO], cities: ['All'], budget: 1e12, ...overrides }),
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().camp as CampaignRef;
}

/** Signs up a user of a new agency (and signs in): the tenancy tests' outsider. */
export async function outsiderToken(ctx: TestContext, email: string): Promise<string> {
  return (await registerAccount(ctx, { name: 'Outsider', company: 'Other', email }, { confirmed: true }))
    .token;
}

export const mapCall = (
  ctx: TestContext,
  token: string,
  campId: string,
  filters: PlanningFiltersInput = {},
  bounds?: unknown,
) => ctx.call('/v2/fetch_sugg_inventory_map', { campId, filters, networks: [], bounds }, token);

/** The ids the map call answers, sorted; checks they agree with the count and the markers. */
export async function mapIds(
  ctx: TestContext,
  token: string,
  campId: string,
  filters: PlanningFiltersInput = {},
  bounds?: unknown,
): Promise<number[]> {
  const res = await mapCall(ctx, token, campId, filters, bounds);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total_count: number; inv_ids: number[]; plano_inventory: { _id: number }[] };
  expect(body.total_count).toBe(body.inv_ids.length);
  const ids = sortedIds(body.inv_ids);
  expect(sortedIds(body.plano_inventory.map((s) => s._id))).toEqual(ids);
  return ids;
}

export const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);
export const idsOf = (list: SeedSite[]) => sortedIds(list.map((s) => s.id));

export async function planSize(ctx: TestContext, campId: string): Promise<number> {
  const [row] = await ctx.database.query<{ n: number }>(
    'select count(*)::int as n from plan_rows where campaign_id = $1',
    [campId],
  );
  return row.n;
}

/** Great-circle distance in metres on earthdistance's sphere (radius 6378168 m). */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378168 * Math.asin(Math.sqrt(h));
}

export interface PlaceRef {
  _id: number;
  loc: { coordinates: [number, number] };
}

const list = (v: string | string[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
const inRange = (value: number, range: { $gte?: number; $lte?: number } | undefined) =>
  !range ||
  ((range.$gte === undefined || value >= range.$gte) && (range.$lte === undefined || value <= range.$lte));

/**
 * The Filter object of SPEC §3 evaluated in plain code over one site: the oracle the SQL is checked
 * against. Radius edges within a metre are reported as `'edge'` (float rounding may fall either way).
 */
export function oracle(
  site: SeedSite,
  filters: PlanningFiltersInput,
  places: PlaceRef[] = [],
): boolean | 'edge' {
  const anyOf = (value: string, values: string | string[] | undefined) => {
    const wanted = list(values);
    return !wanted || wanted.length === 0 || wanted.includes(value);
  };
  const plain =
    anyOf(site.sec_classification, filters.sec_classification) &&
    anyOf(site.sec_600mt, filters.sec_600mt) &&
    anyOf(site.traffic_density, filters.traffic_density) &&
    anyOf(site.format, filters.format) &&
    anyOf(site.media_type, filters.media_type) &&
    anyOf(site.media_owner, filters.media_owner) &&
    anyOf(site.type, filters.type) &&
    (filters.gender !== 'male' || site.male_600mt >= 50) &&
    (filters.gender !== 'female' || site.female_600mt >= 50) &&
    inRange(site.area_n, filters.area_n) &&
    inRange(site.final_score, filters['additional_data.final_score']);
  if (!plain) return false;
  const nearby = filters.nearby;
  if (!nearby || nearby.places.length === 0) return true;
  const chosen = places.filter((p) => nearby.places.map(Number).includes(p._id));
  const distances = chosen.map((p) =>
    haversine(p.loc.coordinates[1], p.loc.coordinates[0], site.lat, site.lng),
  );
  if (distances.some((d) => d <= nearby.radius - 1)) return true;
  return distances.some((d) => d <= nearby.radius + 1) ? 'edge' : false;
}

/** A seeded random source (an LCG): the same views on every run, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
