-- upsertRegions
-- params: ["[{\"code\":5,\"name\":\"Región de Valparaíso\"}]"]
insert into regions (code, name)
     select code, name from json_to_recordset($1::json) as x(code int, name text)
     on conflict (code) do update set name = excluded.name where regions.name is distinct from excluded.name;

-- upsertCommunes
-- params: ["[{\"code\":5109,\"name\":\"Viña del Mar\",\"province\":\"Valparaíso\",\"regionCode\":5,\"region\":\"Región de Valparaíso\",\"lat\":-33.02,\"lng\":-71.55}]"]
insert into communes (code, name, province, region_code, lat, lng)
     select code, name, province, "regionCode", lat, lng
       from json_to_recordset($1::json)
         as x(code int, name text, province text, "regionCode" int, lat float8, lng float8)
     on conflict (code) do update
       set name = excluded.name, province = excluded.province, region_code = excluded.region_code,
           lat = excluded.lat, lng = excluded.lng
     where (communes.name, communes.province, communes.region_code, communes.lat, communes.lng)
           is distinct from (excluded.name, excluded.province, excluded.region_code, excluded.lat, excluded.lng);

-- stateCities
-- params: []
select r.name as state,
      coalesce(array_agg(c.name order by c.name) filter (where c.code is not null), '{}') as cities
       from regions r left join communes c on c.region_code = r.code
      group by r.code, r.name order by r.code;
