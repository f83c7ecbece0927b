import { ALL_CITIES, type Bounds, type PlanningFilters } from '@plano/core';
import { asArray, type Query, query, type SQL, sql } from '../../../db/sql.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import { latitudeOfY, mercatorX, mercatorY, viewGrid } from '../cluster-grid.ts';
import { siteScope } from './site-scope.ts';

/** The fine grid `site_map_cells` counts on (migration 0016): 2^14 cells across the world. */
export const FINE_CELLS_LOG2 = 14;
const FINE = 2 ** FINE_CELLS_LOG2;
/** Degrees a strip's box is widened by, so floating-point rounding never leaves a site out of it. */
const SLACK = 1e-7;

/**
 * The rows (alias `c`) of a table kept per region, commune and type — the cells here, the facets'
 * values — in a campaign's scope: its regions, communes (unless all) and media type.
 */
export function cellScope(camp: CampaignScope): SQL[] {
  const scope = [sql`c.state = any(${asArray(camp.states)}::text[])`];
  if (!camp.cities.includes(ALL_CITIES)) scope.push(sql`c.city = any(${asArray(camp.cities)}::text[])`);
  if (camp.media_type !== 'all') scope.push(sql`c.type = ${camp.media_type}`);
  return scope;
}

/**
 * Where the campaign's sites are densest: the centre of its fullest fine cell (~2 km), planned
 * sites included; null without sites. A read of the kept cells, so the map opens at once.
 */
export const densestPlaceQuery = (camp: CampaignScope) =>
  query<{
    lng: number;
    lat: number;
  }>(sql`select sum(c.sum_lng) / sum(c.n) as lng, sum(c.sum_lat) / sum(c.n) as lat
      from site_map_cells c
     where ${sql.join(cellScope(camp), sql` and `)}
     group by c.cx, c.cy order by sum(c.n) desc, c.cx, c.cy limit 1`);

/** Filters the cells answer: the campaign's own scope and ooh/digital. Any other filter reads the sites. */
export function cellsAnswer(filters: PlanningFilters): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === 'type' || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

// The fine grid's cells from cluster-grid's projection (its latitude clamp included).
const toCell = (v: number) => Math.min(FINE - 1, Math.max(0, Math.floor(v * FINE)));
const fineX = (lng: number) => toCell(mercatorX(lng));
const fineY = (lat: number) => toCell(mercatorY(lat));
const lngOfX = (x: number) => (x / FINE) * 360 - 180;
const latOfY = (y: number) => latitudeOfY(y / FINE);

/**
 * The clusters of a view from the kept counts (decision 0030), or undefined when they cannot answer
 * it (a filter the cells do not hold, cells finer than theirs, a view across the antimeridian).
 *
 * The fine cells wholly inside the view are summed from `site_map_cells`; the sites of the cells the
 * view's edge cuts are counted one by one (four thin strips, each an index-only range), so the
 * counts are exactly those of the sites in the view. The campaign's planned sites and those another
 * campaign has booked for its dates are counted from their rows (as few as the plan holds). The
 * answer has the shape of mapInventoryQuery's clusters: `total` and `clusters` as JSON text.
 */
export function mapCellsQuery(
  camp: CampaignScope,
  filters: PlanningFilters,
  bounds: Bounds | undefined,
  zoom: number | undefined,
): Query<{ total: number; clusters: string | null }> | undefined {
  if (!cellsAnswer(filters)) return undefined;
  if (bounds && bounds.sw.lng > bounds.ne.lng) return undefined;
  const shift = FINE_CELLS_LOG2 - Math.log2(viewGrid(zoom, bounds).n);
  if (shift < 0) return undefined;

  const campId = sql`${camp._id}::uuid`;
  // `shift` is an integer computed here, written into the text as the planner's constant.
  const shiftBy = sql.raw(String(shift));
  const site = { kx: sql`(plano_map_cx(s.lng) >> ${shiftBy})`, ky: sql`(plano_map_cy(s.lat) >> ${shiftBy})` };
  // Every site of the campaign's scope in the view, planned or not (a cluster counts both).
  const inView = siteScope(camp, filters, { bounds, includePlanned: true, boundsAsDegrees: true });
  const scope = cellScope(camp);
  if (filters.type?.length) scope.push(sql`c.type = any(${asArray(filters.type)}::text[])`);

  // The sites of the fine cells the view's edge cuts, in four disjoint strips: north and south are
  // latitude ranges (sites_map_grid_idx), west and east longitude ranges (sites_map_grid_lng_idx),
  // each read from its index alone; the cell test keeps them exact and apart.
  let edgeSites = sql`select s.lat, s.lng from sites s where false`;
  if (bounds) {
    const { sw, ne } = bounds;
    const [x0, x1, y0, y1] = [fineX(sw.lng), fineX(ne.lng), fineY(ne.lat), fineY(sw.lat)];
    // The integers are computed here, not taken from the request.
    scope.push(sql.raw(`c.cx > ${x0} and c.cx < ${x1} and c.cy > ${y0} and c.cy < ${y1}`));
    const [cx, cy] = ['plano_map_cx(s.lng)', 'plano_map_cy(s.lat)'];
    const middle = `${cy} > ${y0} and ${cy} < ${y1}`;
    const strips = [
      sql`s.lat >= ${latOfY(y0 + 1) - SLACK} and ${sql.raw(`${cy} <= ${y0}`)}`,
      sql`s.lat <= ${latOfY(y1) + SLACK} and ${sql.raw(`${cy} >= ${y1} and ${cy} > ${y0}`)}`,
      sql`s.lng <= ${lngOfX(x0 + 1) + SLACK} and ${sql.raw(`${cx} <= ${x0} and ${middle}`)}`,
      sql`s.lng >= ${lngOfX(x1) - SLACK} and ${sql.raw(`${cx} >= ${x1} and ${cx} > ${x0} and ${middle}`)}`,
    ];
    edgeSites = sql.join(
      strips.map((strip) => sql`select s.lat, s.lng from sites s where ${inView} and ${strip}`),
      sql`\n      union all `,
    );
  }
  const period = sql`daterange(${camp.start_date}::date, ${camp.end_date}::date, '[]')`;
  return query(sql`with whole as (
      select c.cx >> ${shiftBy} as kx, c.cy >> ${shiftBy} as ky, sum(c.n)::int as n,
             sum(c.sum_lat) as sum_lat, sum(c.sum_lng) as sum_lng, min(c.min_lat) as south,
             max(c.max_lat) as north, min(c.min_lng) as west, max(c.max_lng) as east
        from site_map_cells c where ${sql.join(scope, sql` and `)}
       group by 1, 2),
    cut as (
      select ${site.kx} as kx, ${site.ky} as ky, count(*)::int as n, sum(s.lat) as sum_lat,
             sum(s.lng) as sum_lng, min(s.lat) as south, max(s.lat) as north, min(s.lng) as west, max(s.lng) as east
        from (${edgeSites}) s
       group by 1, 2),
    cells as (
      select kx, ky, sum(n)::int as n, sum(sum_lat) / sum(n) as lat, sum(sum_lng) / sum(n) as lng,
             min(south) as south, max(north) as north, min(west) as west, max(east) as east
        from (select * from whole union all select * from cut) both_parts
       group by kx, ky),
    planned as (
      select ${site.kx} as kx, ${site.ky} as ky, count(*)::int as n
        from plan_rows mine join sites s on s.id = mine.site_id
       where mine.campaign_id = ${campId} and ${inView}
       group by 1, 2),
    booked as (
      select ${site.kx} as kx, ${site.ky} as ky, count(distinct s.id)::int as n
        from plan_rows b join sites s on s.id = b.site_id
       where b.status = 'booked' and b.campaign_id <> ${campId} and b.period && ${period} and ${inView}
         and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = ${campId})
       group by 1, 2),
    answer as (
      select c.*, c.n - coalesce(pl.n, 0) as free, coalesce(pl.n, 0) as planned, coalesce(bk.n, 0) as booked
        from cells c left join planned pl using (kx, ky) left join booked bk using (kx, ky)
       where c.n - coalesce(pl.n, 0) > 0)
    select coalesce((select sum(free) from answer), 0)::int as total,
           (select json_agg(json_build_object('lng', round(a.lng::numeric, 5), 'lat', round(a.lat::numeric, 5),
                     'count', a.free, 'planned', a.planned, 'booked', a.booked,
                     'bbox', json_build_array(floor(a.west * 1e5) / 1e5, floor(a.south * 1e5) / 1e5,
                                              ceil(a.east * 1e5) / 1e5, ceil(a.north * 1e5) / 1e5))
                   order by a.free desc, a.lng, a.lat)
              from answer a)::text as clusters`);
}
