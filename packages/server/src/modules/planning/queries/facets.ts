import { ALL_CITIES } from '@plano/core';
import { asArray, query, sql } from '../../../db/sql.ts';
import type { CampaignScope } from '../campaign-scope.ts';
import { cellScope } from './map-cells.ts';

/**
 * Recounts the dirty areas (communes where sites left or changed since their values were last
 * counted, migration 0022) from their sites: those of a campaign's area, or all without one. Then
 * facetsQuery answers only values that sites hold.
 */
export const recountFacetsQuery = (camp?: CampaignScope) => {
  const states = camp ? asArray(camp.states) : null;
  const cities = !camp || camp.cities.includes(ALL_CITIES) ? null : asArray(camp.cities);
  const types = !camp || camp.media_type === 'all' ? null : asArray([camp.media_type]);
  return query<{ recounted: number }>(
    sql`select plano_site_facets_recount(${states}::text[], ${cities}::text[], ${types}::text[]) as recounted`,
  );
};

/**
 * Each option list of the planning filters over the campaign's area, planned sites included: the
 * values `site_facets` holds for its regions, communes and type (migration 0022), owners by name.
 */
export const facetsQuery = (camp: CampaignScope) =>
  query<{
    media_owner: string[] | null;
    sec_classification: string[] | null;
    sec_600mt: string[] | null;
    format: string[] | null;
    media_type: string[] | null;
    traffic_density: string[] | null;
    networks: string[] | null;
  }>(sql`with kept as (
      select c.facet, c.value from site_facets c where ${sql.join(cellScope(camp), sql` and `)}
       group by c.facet, c.value)
    select (select array_agg(v.name order by v.name) from vendors v
             where v.id in (select k.value::uuid from kept k where k.facet = 'media_owner')) as media_owner,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'sec_classification') as sec_classification,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'sec_600mt') as sec_600mt,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'format') as format,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'media_type') as media_type,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'traffic_density') as traffic_density,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'network') as networks`);
