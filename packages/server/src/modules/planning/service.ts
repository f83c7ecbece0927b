import {
  ALL_CITIES,
  type Bounds,
  MAX_MAP_SITES,
  type NearbyPlaceDto,
  type PlanningFilters,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { areaCache } from './area-cache.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

/** The map's answer with its lists already JSON text, as the database wrote them. */
export interface MapInventoryJson {
  total: number;
  /** JSON array of MapSiteDto, best final score first, at most MAX_MAP_SITES. */
  sites: string;
  /** JSON array of every matching id. */
  ids: string;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The map's one query: the count, the best-scored MAX_MAP_SITES markers (already MapSiteDto JSON,
 * each flagged when booked by another campaign for these dates) and every matching id. The database writes the JSON: one row of text crosses the wire and goes
 * out in the response as it is, instead of thousands of rows parsed, mapped and serialised again.
 * Exported so the benchmark times this very query.
 */
export function mapInventoryQuery(camp: CampaignScope, filters: PlanningFilters, bounds?: Bounds): SqlQuery {
  const p = new SqlParams();
  const where = siteScope(p, camp, filters, { bounds });
  // `booked`: another campaign has booked the site for dates overlapping this campaign's. The booked
  // rows of the period are read once (partial GiST index of booked rows) and probed as a hash.
  const bookedElsewhere = `select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> ${p.add(camp._id, '::uuid')}
          and b.period && daterange(${p.add(camp.start_date, '::date')}, ${p.add(camp.end_date, '::date')}, '[]')`;
  const text = `with hits as materialized (
      select s.id, s.site_code, s.lat, s.lng, s.price, s.type, s.media_type, s.measures, s.final_score
        from sites s where ${where})
    select (select count(*) from hits)::int as total,
           (select coalesce(json_agg(json_build_object('_id', id, 'site_code', site_code, 'lat', lat, 'lng', lng,
                       'price', price, 'type', type, 'media_type', media_type, 'm', measures,
                       'booked', id in (${bookedElsewhere}))
                     order by final_score desc, id), '[]')
              from (select * from hits order by final_score desc, id limit ${MAX_MAP_SITES}) best)::text as sites,
           (select coalesce(json_agg(id), '[]') from hits)::text as ids`;
  return { text, values: p.values };
}

/** Sites to draw for the campaign; past MAX_MAP_SITES the best-scored, with the exact count and every id. */
export async function mapInventory(
  database: Database,
  camp: CampaignScope,
  filters: PlanningFilters,
  bounds?: Bounds,
): Promise<MapInventoryJson> {
  const query = mapInventoryQuery(camp, filters, bounds);
  const [row] = await database.query<MapInventoryJson>(query.text, query.values);
  return row;
}

// Places are reference data the seed loads and no call edits: every pan of the map sends the same
// list, so it is kept per campaign area (with its JSON text) instead of being read again.
const placesCache = areaCache(async (database, camp) => {
  const places = await loadPlaces(database, camp);
  return { places, json: JSON.stringify(places) };
}, 10 * 60_000);

/** Points of interest in the campaign's states (and cities, unless it takes them all). */
export async function nearbyPlaces(database: Database, camp: CampaignScope): Promise<NearbyPlaceDto[]> {
  return (await placesCache.get(database, camp)).places;
}

/** The same places as JSON text, for answers assembled from JSON pieces. */
export async function nearbyPlacesJson(database: Database, camp: CampaignScope): Promise<string> {
  return (await placesCache.get(database, camp)).json;
}

async function loadPlaces(database: Database, camp: CampaignScope): Promise<NearbyPlaceDto[]> {
  const p = new SqlParams();
  const where = [`np.state = any(${p.add(camp.states, '::text[]')})`];
  if (!camp.cities.includes(ALL_CITIES)) where.push(`np.city = any(${p.add(camp.cities, '::text[]')})`);
  // Built as JSON in the database: one value crosses the wire instead of a thousand rows.
  const [row] = await database.query<{ places: NearbyPlaceDto[] }>(
    `select coalesce(json_agg(json_build_object(
              '_id', np.id, 'name', np.name, 'category', np.category, 'icon', np.icon,
              'loc', json_build_object('coordinates', json_build_array(np.lng, np.lat)))
            order by np.name, np.id), '[]') as places
       from nearby_places np where ${where.join(' and ')}`,
    p.values,
  );
  return row.places;
}
