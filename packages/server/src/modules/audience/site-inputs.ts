import type { TargetAudience } from '@plano/core';
import { LRUCache } from 'lru-cache';
import type { QueryFn } from '../../db/client.ts';
import type { Candidate } from './optimizer.ts';
import { type SiteMeasures, weeklyImpressions } from './site-contacts.ts';
import { ringKeys, siteTargetShare } from './target-share.ts';

/**
 * What the model reads of each site, in one pass over its jsonb: jsonb_to_record unpacks the keys
 * it needs at once (a dozen `->>` cost four times as much on 100,000 sites), each stored jsonb read
 * once (its rings taken from the unpacked record: 40 % less than two `->` reads), as text, so a value an
 * import left as text never fails the query; JavaScript reads the numbers.
 */
type Text = string | null;
interface SiteInputRow {
  id: number;
  lat: number;
  lng: number;
  price: number;
  owner: string;
  type: string;
  lighting: string;
  traffic_density: string;
  area_n: number;
  footfall: Text;
  visibility: Text;
  location: Text;
  flow: Text;
  illumination: Text;
  [ring: string]: unknown;
}

const QUALITY = ['visibility', 'location', 'flow', 'illumination'] as const;
/** jsonb_to_record takes objects only: anything else an import left reads as empty. */
const object = (json: string) => `case when jsonb_typeof(${json}) = 'object' then ${json} else '{}' end`;

function selectInputs(
  audience: TargetAudience,
  price: string,
): { select: string; from: string; keys: string[] } {
  const keys = ringKeys(audience);
  const record = keys.map((k) => `"${k}" text`).join(', ');
  const ringColumns = (alias: string) => keys.map((k) => `${alias}."${k}" as "${alias}_${k}"`).join(', ');
  return {
    keys,
    select: `s.id::float8 as id, s.lat, s.lng, ${price}::float8 as price, s.vendor_id::text as owner, s.type,
      s.lighting, s.traffic_density, s.area_n, d.avg_footfall as footfall,
      ${QUALITY.map((q) => `q.${q}`).join(', ')}, ${ringColumns('r6')}, ${ringColumns('r10')}`,
    from: `sites s
      cross join lateral jsonb_to_record(${object('s.details')}) as d(avg_footfall text, quality jsonb)
      cross join lateral jsonb_to_record(${object('d.quality')}) as q(${QUALITY.map((k) => `${k} text`).join(', ')})
      cross join lateral jsonb_to_record(${object('s.demographics')}) as dm("600mt" jsonb, "1000mt" jsonb)
      cross join lateral jsonb_to_record(${object('dm."600mt"')}) as r6(${record})
      cross join lateral jsonb_to_record(${object('dm."1000mt"')}) as r10(${record})`,
  };
}

/** The sites of a list (unknown ids left out). */
export async function sitesByIds(
  query: QueryFn,
  audience: TargetAudience,
  ids: readonly number[],
  fallbackShare: number,
): Promise<Candidate[]> {
  const { select, from, keys } = selectInputs(audience, 's.price');
  const rows = await query<SiteInputRow>(
    `select ${select} from ${from} where s.id = any((select $1::bigint[])::bigint[])`,
    [ids],
  );
  return rows.map((row) => toCandidate(row, keys, audience, fallbackShare));
}

/** The sites in a campaign's plan, at the price they entered it. */
export async function plannedSites(
  query: QueryFn,
  audience: TargetAudience,
  campaignId: string,
  fallbackShare: number,
): Promise<Candidate[]> {
  const { select, from, keys } = selectInputs(audience, 'pr.price');
  const rows = await query<SiteInputRow>(
    `select ${select} from ${from} join plan_rows pr on pr.site_id = s.id where pr.campaign_id = $1::uuid`,
    [campaignId],
  );
  return rows.map((row) => toCandidate(row, keys, audience, fallbackShare));
}

/**
 * Each site's target impressions a week, per database and audience, kept WEEKLY_TTL_MS: the
 * optimizer's candidates are read in two steps — where and how dear (indexed columns, fresh at every
 * call), then the jsonb measures only of the sites not known yet, the costly part (a planner who
 * moves the budget or the caps asks again at once). A site's measures edited meanwhile count after
 * the entry expires.
 */
const WEEKLY_TTL_MS = 10 * 60_000;
/** Sites kept over every audience (~70 bytes each): a country's inventory for a few audiences. */
const WEEKLY_MAX_SITES = 3_000_000;
const weeklyCaches = new WeakMap<object, LRUCache<string, Map<number, number>>>();

/** The kept targets of an audience, and `keep()` to store them again once grown (their size counts). */
function weeklyTargets(database: object, audience: TargetAudience, fallbackShare: number) {
  let cache = weeklyCaches.get(database);
  if (!cache) {
    cache = new LRUCache({
      max: 50,
      ttl: WEEKLY_TTL_MS,
      maxSize: WEEKLY_MAX_SITES,
      sizeCalculation: (known) => Math.max(1, Math.min(WEEKLY_MAX_SITES, known.size)),
    });
    weeklyCaches.set(database, cache);
  }
  const key = JSON.stringify([audience, fallbackShare]);
  const known = cache.get(key) ?? new Map<number, number>();
  return { known, keep: () => cache.set(key, known, { noUpdateTTL: cache.has(key) }) };
}

/** The jsonb measures are unpacked this many sites at a time: memory stays bounded, progress is told. */
const CHUNK = 25_000;

/**
 * The sites matching a WHERE clause on `s` (the planning scope, its parameters in `values`), no
 * dearer than maxPrice: where and how dear in one read (indexed columns), then the measures of the
 * sites not known yet CHUNK at a time; `onChunk` hears how many sites are ready.
 */
export async function sitesInScope(
  database: { query: QueryFn },
  audience: TargetAudience,
  scope: { where: string; values: unknown[] },
  maxPrice: number,
  fallbackShare: number,
  onChunk?: (ready: number) => void | Promise<void>,
): Promise<Candidate[]> {
  const places = await database.query<Omit<Candidate, 'weeklyTarget'>>(
    `select s.id::float8 as id, s.lat, s.lng, s.price::float8 as price, s.vendor_id::text as owner
       from sites s where ${scope.where} and s.price <= $${scope.values.length + 1}`,
    [...scope.values, Math.floor(maxPrice)],
  );
  const { known, keep } = weeklyTargets(database, audience, fallbackShare);
  const missing = places.filter((site) => !known.has(Number(site.id))).map((site) => Number(site.id));
  let ready = places.length - missing.length;
  await onChunk?.(ready);
  // Two chunks in flight: while one is turned into numbers here, the database unpacks the next (on
  // PostgreSQL on another connection; PGlite answers them in turn).
  let next = 0;
  let telling: Promise<void> = Promise.resolve();
  const reader = async () => {
    while (next < missing.length) {
      const chunk = missing.slice(next, next + CHUNK);
      next += chunk.length;
      for (const site of await sitesByIds(database.query, audience, chunk, fallbackShare)) {
        known.set(site.id, site.weeklyTarget);
      }
      keep();
      ready += chunk.length;
      // Told in turn, so that a slower write of the smaller count never lands last.
      const told = ready;
      telling = telling.then(() => onChunk?.(told));
      await telling;
    }
  };
  await Promise.all([reader(), reader()]);
  // One string per owner, however many of its sites are read.
  const owners = new Map<string, string>();
  return places.map((site) => {
    const owner = owners.get(site.owner) ?? site.owner;
    owners.set(owner, owner);
    return {
      id: Number(site.id),
      lat: site.lat,
      lng: site.lng,
      price: Number(site.price),
      owner,
      weeklyTarget: known.get(Number(site.id)) ?? 0,
    };
  });
}

/** A number from the text of a jsonb value, null when it is none. */
function numberOf(text: unknown): number | null {
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function measuresOf(row: SiteInputRow): SiteMeasures {
  return {
    footfall: numberOf(row.footfall) ?? 0,
    trafficDensity: row.traffic_density,
    lighting: row.lighting,
    type: row.type,
    area: row.area_n,
    quality: {
      visibility: numberOf(row.visibility),
      location: numberOf(row.location),
      flow: numberOf(row.flow),
      illumination: numberOf(row.illumination),
    },
  };
}

function toCandidate(
  row: SiteInputRow,
  keys: string[],
  audience: TargetAudience,
  fallbackShare: number,
): Candidate {
  const ring = (alias: string) =>
    Object.fromEntries(keys.map((k) => [k, numberOf(row[`${alias}_${k}`]) ?? 0]));
  const share = siteTargetShare([ring('r6'), ring('r10')], audience) ?? fallbackShare;
  return {
    id: Number(row.id),
    lat: row.lat,
    lng: row.lng,
    price: Number(row.price),
    owner: row.owner,
    weeklyTarget: weeklyImpressions(measuresOf(row)) * share,
  };
}
