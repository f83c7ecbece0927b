import {
  ALL_CITIES,
  type Bounds,
  MAX_MAP_IDS,
  MAX_MAP_MARKERS,
  type NearbyPlaceDto,
  type PlanningFilters,
} from '@plano/core';
import type { Database } from '../../db/client.ts';
import { areaCache } from './area-cache.ts';
import type { CampaignScope } from './campaign-scope.ts';
import { cellSql, viewGrid } from './cluster-grid.ts';
import { mapCellsQuery } from './map-cells.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

/** The map's answer with its lists already JSON text, as the database wrote them. */
export interface MapInventoryJson {
  total: number;
  /** JSON array of MapSiteDto, best final score first; null past MAX_MAP_MARKERS (then `clusters`). */
  sites: string | null;
  /** JSON array of MapClusterDto, biggest first; null up to MAX_MAP_MARKERS (then `sites`). */
  clusters: string | null;
  /** JSON array of every matching id; null past MAX_MAP_IDS. */
  ids: string | null;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** What one answer may weigh (issue 22: < 500 KB), leaving room for the ids and option lists. */
const MAP_ANSWER_BUDGET = 450_000;
/** The most a marker weighs as JSON (~200 bytes measured; long codes and media types a little more). */
const MARKER_BYTES = 240;

/**
 * How many markers an answer carries before it clusters: MAX_MAP_MARKERS, fewer when the campaign
 * area's places ride along (SPEC's call: up to ~380 KB for all of Chile), so the answer keeps its bound.
 */
export function markerLimit(placesBytes: number): number {
  const fits = Math.floor((MAP_ANSWER_BUDGET - placesBytes) / MARKER_BYTES);
  return Math.max(0, Math.min(MAX_MAP_MARKERS, fits));
}

/** Degrees kept in the answer: 5 decimals is a metre, plenty for a marker on a screen. */
const round5 = (v: string) => `round((${v})::numeric, 5)`;

/**
 * The map's one query (decision 0025). First the matching sites are counted on a grid of the
 * screen (one GROUP BY over the positions: exact counts, the in-plan and booked shares); from that
 * total the answer is either the markers (up to MAX_MAP_MARKERS, each flagged when booked by another
 * campaign for these dates) or the clusters, plus every id up to MAX_MAP_IDS. The branches not taken
 * are never run (they are init-plans under a CASE). The database writes the JSON: one row of text
 * crosses the wire and goes out in the response as it is. Exported so the benchmark times this query.
 */
export function mapInventoryQuery(
  camp: CampaignScope,
  filters: PlanningFilters,
  bounds?: Bounds,
  zoom?: number,
  markerLimit: number = MAX_MAP_MARKERS,
): SqlQuery {
  const p = new SqlParams();
  const maxMarkers = p.add(markerLimit, '::int');
  const campId = p.add(camp._id, '::uuid');
  // Every site of the view, the planned ones too: a cluster says how many of its place are in the plan.
  const inView = siteScope(p, camp, filters, { bounds, includePlanned: true, boundsAsDegrees: true });
  const suggested = siteScope(p, camp, filters, { bounds });
  // `booked`: another campaign has booked the site for dates overlapping this campaign's. The booked
  // rows of the period are read once (partial GiST index of booked rows) and probed as a hash.
  const bookedElsewhere = `select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> ${campId}
          and b.period && daterange(${p.add(camp.start_date, '::date')}, ${p.add(camp.end_date, '::date')}, '[]')`;
  const grid = viewGrid(zoom, bounds);
  const cell = cellSql(p.add(grid.n, '::float8'), p.add(grid.y0, '::int'), p.add(grid.edges, '::float8[]'));
  // The centre and box are of all the cell's sites, the planned ones too: they are in that place.
  const text = `with cells as (
      select count(*) filter (where not h.planned)::int as n,
             count(*) filter (where h.planned)::int as planned,
             count(*) filter (where h.booked and not h.planned)::int as booked,
             avg(h.lng) as lng, avg(h.lat) as lat,
             min(h.lng) as west, min(h.lat) as south, max(h.lng) as east, max(h.lat) as north
        from (select ${cell.x} as cx, ${cell.y} as cy, s.lng, s.lat,
                     s.id in (select mine.site_id from plan_rows mine where mine.campaign_id = ${campId}) as planned,
                     s.id in (${bookedElsewhere}) as booked
                from sites s where ${inView} offset 0) h
       group by h.cx, h.cy
      having count(*) filter (where not h.planned) > 0)
    select t.total,
           case when t.total > ${maxMarkers} then (
             select json_agg(json_build_object('lng', ${round5('c.lng')}, 'lat', ${round5('c.lat')},
                       'count', c.n, 'planned', c.planned, 'booked', c.booked,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from cells c) end::text as clusters,
           case when t.total <= ${maxMarkers} then (
             select coalesce(json_agg(json_build_object('_id', s.id, 'site_code', s.site_code, 'lat', s.lat,
                       'lng', s.lng, 'price', s.price, 'type', s.type, 'media_type', s.media_type,
                       'm', s.measures, 'booked', s.id in (${bookedElsewhere}))
                     order by s.final_score desc, s.id), '[]')
               from sites s where ${suggested}) end::text as sites,
           case when t.total <= ${MAX_MAP_IDS} then (
             select coalesce(json_agg(s.id order by s.id), '[]') from sites s where ${suggested}) end::text as ids
      from (select coalesce(sum(n), 0)::int as total from cells) t`;
  return { text, values: p.values };
}

/**
 * What the map draws for the campaign in view: its markers, or past MAX_MAP_MARKERS its clusters;
 * the exact count, and every id up to MAX_MAP_IDS.
 */
export async function mapInventory(
  database: Database,
  camp: CampaignScope,
  filters: PlanningFilters,
  bounds?: Bounds,
  zoom?: number,
  markerLimit?: number,
): Promise<MapInventoryJson> {
  // A wide view is summed from the kept cells (decision 0030); past the id limit that is the answer.
  const cells = mapCellsQuery(camp, filters, bounds, zoom);
  if (cells) {
    const [row] = await database.query<{ total: number; clusters: string | null }>(cells.text, cells.values);
    if (row.total > MAX_MAP_IDS && row.total > (markerLimit ?? MAX_MAP_MARKERS)) {
      return { total: row.total, clusters: row.clusters, sites: null, ids: null };
    }
  }
  const query = mapInventoryQuery(camp, filters, bounds, zoom, markerLimit);
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
