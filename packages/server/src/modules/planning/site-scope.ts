import { ALL_CITIES, type Bounds, type CampaignDto, type PlanningFilters } from '@plano/core';
import type { SqlParams } from './sql-params.ts';

/**
 * The WHERE clause (on alias `s`) of the sites a campaign may plan: enabled for planning, in the
 * campaign's states, cities and media type, matching every filter, inside the bounds when given,
 * and not already in this campaign's plan. Every branch maps to an index (see the migrations).
 */
export function siteScope(
  p: SqlParams,
  camp: CampaignDto,
  filters: PlanningFilters,
  options: { bounds?: Bounds; includePlanned?: boolean } = {},
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
  if (options.bounds) {
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
    const radius = p.add(filters.nearby.radius, '::float8');
    where.push(`exists (
      select 1 from nearby_places np
       where np.id = any(${p.add(filters.nearby.places, '::bigint[]')})
         and earth_box(ll_to_earth(np.lat, np.lng), ${radius}) @> ll_to_earth(s.lat, s.lng)
         and earth_distance(ll_to_earth(np.lat, np.lng), ll_to_earth(s.lat, s.lng)) <= ${radius})`);
  }
  if (filters.availability) {
    const overlap = `exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> ${campId()}
      and b.period && daterange(${p.add(camp.start_date, '::date')}, ${p.add(camp.end_date, '::date')}, '[]'))`;
    where.push(filters.availability === 'available' ? `not ${overlap}` : overlap);
  }
  return where.join('\n    and ');
}
