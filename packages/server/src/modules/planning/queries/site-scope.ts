import { ALL_CITIES, type Bounds, type PlanningFilters } from '@plano/core';
import { asArray, type SQL, sql } from '../../../db/sql.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import type { SitesChoice } from '../selection.ts';

/**
 * The WHERE clause (on alias `s`) of the sites a campaign may plan: enabled for planning, in the
 * campaign's states, cities and media type, matching every filter, inside the bounds when given,
 * and not already in this campaign's plan. Every branch maps to an index (see the migrations).
 */
export function siteScope(
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
    /**
     * `s` is `site_map_points` (decision 0045) rather than `sites`: only plannable sites, the texts
     * as their codes, no `position` (the bounds and a radius's box are then degree ranges).
     */
    onPoints?: boolean;
  } = {},
): SQL {
  const onPoints = options.onPoints === true;
  const where: SQL[] = onPoints ? [] : [sql`s.planning_enabled`];
  // A text column is one of the values; on the points, one of their codes (none for an unknown value).
  const isAnyOf = (column: string, values: string[]) =>
    onPoints
      ? sql`${sql.raw(column)} = any(array(select vc.code from site_value_codes vc where vc.value = any(${asArray(values)}::text[])))`
      : sql`${sql.raw(column)} = any(${asArray(values)}::text[])`;
  where.push(isAnyOf('s.state', camp.states));
  if (!camp.cities.includes(ALL_CITIES)) where.push(isAnyOf('s.city', camp.cities));
  if (camp.media_type !== 'all') {
    where.push(onPoints ? isAnyOf('s.type', [camp.media_type]) : sql`s.type = ${camp.media_type}`);
  }
  if (!options.includePlanned) {
    where.push(
      sql`not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = ${camp._id}::uuid)`,
    );
  }
  if (options.bounds && (options.boundsAsDegrees || onPoints)) {
    const { ne, sw } = options.bounds;
    where.push(sql`s.lat between ${sw.lat}::float8 and ${ne.lat}::float8`);
    where.push(sql`s.lng between ${sw.lng}::float8 and ${ne.lng}::float8`);
  } else if (options.bounds) {
    const { ne, sw } = options.bounds;
    where.push(sql`s.position <@ box(point(${sw.lng}, ${sw.lat}), point(${ne.lng}, ${ne.lat}))`);
  }
  // Column names are written here, never taken from the request.
  const anyOf = (column: string, values: string[] | undefined) => {
    if (values && values.length > 0) where.push(isAnyOf(column, values));
  };
  anyOf('s.sec_classification', filters.sec_classification);
  anyOf('s.traffic_density', filters.traffic_density);
  anyOf('s.sec_600mt', filters.sec_600mt);
  anyOf('s.format', filters.format);
  anyOf('s.media_type', filters.media_type);
  anyOf('s.type', filters.type);
  if (filters.media_owner?.length) {
    where.push(
      sql`s.vendor_id in (select v.id from vendors v where v.name = any(${asArray(filters.media_owner)}::text[]))`,
    );
  }
  // The audience leans to the chosen gender at 600 m.
  if (filters.gender === 'male') where.push(sql`s.male_600mt >= 50`);
  if (filters.gender === 'female') where.push(sql`s.female_600mt >= 50`);
  const between = (column: string, range: { $gte?: number; $lte?: number } | undefined) => {
    if (range?.$gte !== undefined) where.push(sql`${sql.raw(column)} >= ${range.$gte}`);
    if (range?.$lte !== undefined) where.push(sql`${sql.raw(column)} <= ${range.$lte}`);
  };
  between('s.area_n', filters.area_n);
  between('s.final_score', filters['additional_data.final_score']);
  if (filters.nearby && filters.nearby.places.length > 0) {
    where.push(withinRadiusOfAny(filters.nearby.places, filters.nearby.radius, onPoints));
  }
  if (filters.availability) {
    const overlap = sql`exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> ${camp._id}::uuid
      and b.period && daterange(${camp.start_date}::date, ${camp.end_date}::date, '[]'))`;
    where.push(filters.availability === 'available' ? sql`not ${overlap}` : overlap);
  }
  return sql.join(where, sql`\n    and `);
}

/**
 * The WHERE clause (on alias `s`) of the sites a selection names for the campaign: the very scope
 * of the map's count (siteScope: enabled, in its places and media type, matching the filters and
 * the bounds, not yet in its plan), less the excluded ids. Stays SQL, so a selection of a million
 * sites is resolved where they are (insert … select, sum …) and never listed in Node.
 */
export function selectionWhere(
  camp: CampaignScope,
  { selection, excludeIds }: Extract<SitesChoice, { selection: unknown }>,
): SQL {
  const where = siteScope(camp, selection.filters, { bounds: selection.bounds });
  if (excludeIds.length === 0) return where;
  // `not in (select unnest …)` is a hashed sub-plan: one probe per site, however many are excluded.
  return sql`${where}\n    and s.id not in (select unnest(${asArray(excludeIds)}::bigint[]))`;
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
function withinRadiusOfAny(places: number[], radius: number, onPoints: boolean): SQL {
  const r = sql`${radius}::float8`;
  const dLat = sql`(${r} / ${sql.raw(String(METRES_PER_DEGREE_FLOOR))})`;
  // One degree of latitude further from the equator than the place: the box is never too narrow.
  const dLng = sql`(${dLat} / cos(radians(least(89, abs(np.lat) + 1))))`;
  const distance = sql.raw(`2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2)))`);
  const box = onPoints
    ? sql`s.lat between np.lat - ${dLat} and np.lat + ${dLat} and s.lng between np.lng - ${dLng} and np.lng + ${dLng}`
    : sql`s.position <@ box(point(np.lng - ${dLng}, np.lat - ${dLat}), point(np.lng + ${dLng}, np.lat + ${dLat}))`;
  return sql`exists (
      select 1 from nearby_places np
       where np.id = any(${asArray(places)}::bigint[])
         and ${box}
         and ${distance} <= ${r})`;
}
