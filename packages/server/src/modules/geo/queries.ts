import type { StateCitiesDto } from '@plano/core';
import { query, sql } from '../../db/sql.ts';
import type { Commune } from './geodata.ts';

/**
 * Regions as the files say: a new one added, a renamed one updated (and an unchanged one left
 * alone, so a start writes nothing when the files are what the database holds).
 */
export const upsertRegions = (regions: { code: number; name: string }[]) =>
  query(sql`insert into regions (code, name)
     select code, name from json_to_recordset(${JSON.stringify(regions)}::json) as x(code int, name text)
     on conflict (code) do update set name = excluded.name where regions.name is distinct from excluded.name`);

/** Communes as the files say, the same way as the regions. */
export const upsertCommunes = (communes: Commune[]) =>
  query(sql`insert into communes (code, name, province, region_code, lat, lng)
     select code, name, province, "regionCode", lat, lng
       from json_to_recordset(${JSON.stringify(communes)}::json)
         as x(code int, name text, province text, "regionCode" int, lat float8, lng float8)
     on conflict (code) do update
       set name = excluded.name, province = excluded.province, region_code = excluded.region_code,
           lat = excluded.lat, lng = excluded.lng
     where (communes.name, communes.province, communes.region_code, communes.lat, communes.lng)
           is distinct from (excluded.name, excluded.province, excluded.region_code, excluded.lat, excluded.lng)`);

/** Every region (state) with its communes (cities) by name, by region code. */
export const stateCities = () =>
  query<StateCitiesDto>(sql`select r.name as state,
      coalesce(array_agg(c.name order by c.name) filter (where c.code is not null), '{}') as cities
       from regions r left join communes c on c.region_code = r.code
      group by r.code, r.name order by r.code`);
