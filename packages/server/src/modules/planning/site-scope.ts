import { ALL_CITIES, type Bounds, type PlanningFilters } from '@plano/core';
import type { CampaignScope } from './campaign-scope.ts';
import type { SqlParams } from './sql-params.ts';

/**
 * The WHERE clause (on alias `s`) of the sites a campaign may plan: enabled for planning, in the
 * campaign's states, cities and media type, matching every filter, inside the bounds when given,
 * and not already in this campaign's plan. Every branch maps to an index (see the migrations).
 */
export function siteScope(
  p: SqlParams,
  camp: CampaignScope,
  filters: PlanningFilters,
  options: {
    bounds?: Bounds;
    includePlanned?: boolean;
    /**
     * The bounds as degree ranges on lat/lng rather than a box on `position`: the clusters' count
     * reads them from sites_map_grid_idx, and the planner estimates ranges from the columns'
     * statistics (a box over a whole country is estimated as a few hundred rows).
     */
    boundsAsDegrees?: boolean;
  } = {},
): string {
  const where = ['s.planning_enabled'];
  let campParam: string | undefined;
  const campId = () => (campParam ??= p.add(camp._id, '::uuid'));
  where.push(`s.state = any(${p.add(camp.states, '::text[]')})`);
  if (!camp.cities.includes(ALL_CITIES)) where.push(`s.city = any(${p.add(camp.cities, '::text[]')})`);
  if (camp.media_type !== 'all') where.push(`s.type = ${p.add(camp.media_type)}`);
  if (!options.includePlanned) {
    where.push(
      `not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = ${campId()})`,
    );
  }
  if (options.bounds && options.boundsAsDegrees) {
    const { ne, sw } = options.bounds;
    where.push(`s.lat between ${p.add(sw.lat, '::float8')} and ${p.add(ne.lat, '::float8')}`);
    where.push(`s.lng between ${p.add(sw.lng, '::float8')} and ${p.add(ne.lng, '::float8')}`);
  } else if (options.bounds) {
    const { ne, sw } = options.bounds;
    where.push(
      `s.position <@ box(point(${p.add(sw.lng)}, ${p.add(sw.lat)}), point(${p.add(ne.lng)}, ${p.add(ne.lat)}))`,
    );
  }
  const anyOf = (column: string, values: string[] | undefined) => {
    if (values && values.length > 0) where.push(`${column} = any(${p.add(values, '::text[]')})`);
  };
  anyOf('s.sec_classification', filters.sec_classification);
  anyOf('s.traffic_density', filters.traffic_density);
  anyOf('s.sec_600mt', filters.sec_600mt);
  anyOf('s.format', filters.format);
  anyOf('s.media_type', filters.media_type);
  anyOf('s.type', filters.type);
  if (filters.media_owner?.length) {
    where.push(
      `s.vendor_id in (select v.id from vendors v where v.name = any(${p.add(filters.media_owner, '::text[]')}))`,
    );
  }
  // The audience leans to the chosen gender at 600 m.
  if (filters.gender === 'male') where.push('s.male_600mt >= 50');
  if (filters.gender === 'female') where.push('s.female_600mt >= 50');
  const between = (column: string, range: { $gte?: number; $lte?: number } | undefined) => {
    if (range?.$gte !== undefined) where.push(`${column} >= ${p.add(range.$gte)}`);
    if (range?.$lte !== undefined) where.push(`${column} <= ${p.add(range.$lte)}`);
  };
  between('s.area_n', filters.area_n);
  between('s.final_score', filters['additional_data.final_score']);
  if (filters.nearby && filters.nearby.places.length > 0) {
    where.push(withinRadiusOfAny(p, filters.nearby.places, filters.nearby.radius));
  }
  if (filters.availability) {
    const overlap = `exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> ${campId()}
      and b.period && daterange(${p.add(camp.start_date, '::date')}, ${p.add(camp.end_date, '::date')}, '[]'))`;
    where.push(filters.availability === 'available' ? `not ${overlap}` : overlap);
  }
  return where.join('\n    and ');
}

/** Earth radius of PostgreSQL's earthdistance (metres), so distances agree with `earth_distance`. */
const EARTH_RADIUS_M = 6378168;
/** Fewer metres than any real degree of latitude holds: a box built with it always covers the circle. */
const METRES_PER_DEGREE_FLOOR = 110_000;

/**
 * Sites within `radius` metres of any chosen place. A degree box around each place (indexable by
 * the GiST on `position`, and a cheap operator otherwise) keeps the exact great-circle test to the
 * few sites near a place; that test is plain arithmetic, many times cheaper than cube values.
 */
function withinRadiusOfAny(p: SqlParams, places: number[], radius: number): string {
  const r = p.add(radius, '::float8');
  const dLat = `(${r} / ${METRES_PER_DEGREE_FLOOR})`;
  // One degree of latitude further from the equator than the place: the box is never too narrow.
  const dLng = `(${dLat} / cos(radians(least(89, abs(np.lat) + 1))))`;
  const distance = `2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2)))`;
  return `exists (
      select 1 from nearby_places np
       where np.id = any(${p.add(places, '::bigint[]')})
         and s.position <@ box(point(np.lng - ${dLng}, np.lat - ${dLat}), point(np.lng + ${dLng}, np.lat + ${dLat}))
         and ${distance} <= ${r})`;
}
