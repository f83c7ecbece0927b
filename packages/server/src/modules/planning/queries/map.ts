import {
  ALL_CITIES,
  type Bounds,
  MAX_MAP_IDS,
  MAX_MAP_MARKERS,
  type NearbyPlaceDto,
  type PlanningFilters,
} from '@plano/core';
import { asArray, type Query, query, type SQL, sql } from '../../../db/sql.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import { type ViewGrid, viewGrid } from '../cluster-grid.ts';
import { siteScope } from './site-scope.ts';

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

/**
 * A site's cell on a view's grid (viewGrid), from `lng`, `lat` of alias `s`. width_bucket counts the
 * edges at or north of the site: the rows it lies below the view's first (a site on an edge belongs
 * to the row south of it, as floor() has it).
 */
export function cellOnGrid(grid: ViewGrid): { x: SQL; y: SQL } {
  const n = sql`${grid.n}::float8`;
  return {
    x: sql`least(${n} - 1, floor((s.lng + 180) / 360 * ${n}))::int`,
    y: sql`(${grid.y0}::int + width_bucket(-s.lat, ${asArray(grid.edges)}::float8[]))::int`,
  };
}

/** Degrees kept in the answer: 5 decimals is a metre, plenty for a marker on a screen. */
const round5 = (v: string) => sql.raw(`round((${v})::numeric, 5)`);

/**
 * The map's one query (decision 0025). First the matching sites are counted on a grid of the
 * screen (one GROUP BY over the kept points: exact counts, the in-plan and booked shares); from that
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
): Query<MapInventoryJson> {
  const maxMarkers = sql`${markerLimit}::int`;
  const campId = sql`${camp._id}::uuid`;
  // Every site of the view, the planned ones too: a cluster says how many of its place are in the plan.
  // Counted on site_map_points (decision 0045): integers instead of the map index's texts.
  const inView = siteScope(camp, filters, { bounds, includePlanned: true, onPoints: true });
  const suggested = siteScope(camp, filters, { bounds });
  // `booked`: another campaign has booked the site for dates overlapping this campaign's. The booked
  // rows of the period are read once (partial GiST index of booked rows) and probed as a hash.
  const bookedElsewhere = sql`select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> ${campId}
          and b.period && daterange(${camp.start_date}::date, ${camp.end_date}::date, '[]')`;
  const grid = viewGrid(zoom, bounds);
  const cell = cellOnGrid(grid);
  // The centre and box are of all the cell's sites, the planned ones too: they are in that place.
  return query<MapInventoryJson>(sql`with cells as (
      select count(*) filter (where not h.planned)::int as n,
             count(*) filter (where h.planned)::int as planned,
             count(*) filter (where h.booked and not h.planned)::int as booked,
             avg(h.lng) as lng, avg(h.lat) as lat,
             min(h.lng) as west, min(h.lat) as south, max(h.lng) as east, max(h.lat) as north
        from (select ${cell.x} as cx, ${cell.y} as cy, s.lng, s.lat,
                     s.id in (select mine.site_id from plan_rows mine where mine.campaign_id = ${campId}) as planned,
                     s.id in (${bookedElsewhere}) as booked
                from site_map_points s where ${inView} offset 0) h
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
           case when t.total <= ${sql.raw(String(MAX_MAP_IDS))} then (
             select coalesce(json_agg(s.id order by s.id), '[]') from sites s where ${suggested}) end::text as ids
      from (select coalesce(sum(n), 0)::int as total from cells) t`);
}

/**
 * Points of interest in the campaign's states (and cities, unless it takes them all), built as JSON
 * in the database: one value crosses the wire instead of a thousand rows.
 */
export function placesQuery(camp: CampaignScope): Query<{ places: NearbyPlaceDto[] }> {
  const cities = camp.cities.includes(ALL_CITIES)
    ? sql``
    : sql` and np.city = any(${asArray(camp.cities)}::text[])`;
  return query(sql`select coalesce(json_agg(json_build_object(
              '_id', np.id, 'name', np.name, 'category', np.category, 'icon', np.icon,
              'loc', json_build_object('coordinates', json_build_array(np.lng, np.lat)))
            order by np.name, np.id), '[]') as places
       from nearby_places np where np.state = any(${asArray(camp.states)}::text[])${cities}`);
}
