-- insertSites
-- params: [["00000000-0000-4000-8000-00000000000b"],"[]"]
insert into sites (vendor_id, site_code, supplier_code, vendor_inv_code, location, locality, city, state, zone, lat, lng, media_type, format, lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt, sec_classification, male_600mt, female_600mt, networks, poi, planning_enabled, demographics, additional_data, details, audience_inputs)
    select ($1::uuid[])[(r->>0)::int],
  r->>1,
  r->>2,
  r->>3,
  r->>4,
  r->>5,
  r->>6,
  r->>7,
  r->>8,
  (r->>9)::float8,
  (r->>10)::float8,
  r->>11,
  r->>12,
  r->>13,
  r->>14,
  (r->>15)::real,
  (r->>16)::real,
  (r->>17)::real,
  (r->>18)::bigint,
  (r->>19)::real,
  r->>20,
  r->>21,
  r->>22,
  (r->>23)::real,
  (r->>24)::real,
  (r->>25)::text[],
  (r->>26)::text[],
  (r->>27)::boolean,
  r->28,
  r->29,
  r->30,
  (r->>31)::real[]
      from jsonb_array_elements($2::jsonb) as r;

-- updateSite
-- params: ["[]",1,["00000000-0000-4000-8000-00000000000b"]]
update sites set (site_code, supplier_code, vendor_inv_code, location, locality, city, state, zone, lat, lng, media_type, format, lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt, sec_classification, male_600mt, female_600mt, networks, poi, demographics, additional_data, details, audience_inputs, updated_at) =
    (select r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, (r->>9)::float8, (r->>10)::float8, r->>11, r->>12, r->>13, r->>14, (r->>15)::real, (r->>16)::real, (r->>17)::real, (r->>18)::bigint, (r->>19)::real, r->>20, r->>21, r->>22, (r->>23)::real, (r->>24)::real, (r->>25)::text[], (r->>26)::text[], r->28, r->29, r->30, (r->>31)::real[], now()
       from jsonb_array_elements($1::jsonb) as r limit 1)
   where id = $2 and vendor_id = ($3::uuid[])[1]
   returning id;

-- heartbeat
-- params: ["00000000-0000-4000-8000-00000000000e",1]
update jobs set heartbeat_at = now()
    where id = $1 and status = 'running' and attempts = $2 returning id;

-- insertImportJob
-- params: ["inventory_import","{\"vendorId\":\"00000000-0000-4000-8000-00000000000b\",\"userId\":\"00000000-0000-4000-8000-00000000000c\"}","00000000-0000-4000-8000-00000000000c"]
insert into jobs (kind, payload, status, attempts, heartbeat_at, created_by)
       values ($1, $2::jsonb, 'running', 1, now(), $3) returning id;

-- insertImportState
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000b"]
insert into inventory_imports (id, vendor_id) values ($1, $2);

-- sealImport
-- params: [3,2,100,"00000000-0000-4000-8000-00000000000e"]
update inventory_imports set status = 'merging', total = $1, staged = $2,
      chunk_rows = $3 where id = $4;

-- mergeImportChunk
-- params: ["00000000-0000-4000-8000-00000000000e",0,100]
insert into sites (vendor_id, site_code, supplier_code, vendor_inv_code, location, locality, city, state, zone, lat, lng, media_type, format, lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt, sec_classification, male_600mt, female_600mt, networks, poi, planning_enabled, demographics, additional_data, details, audience_inputs)
    select vendor_id, site_code, supplier_code, vendor_inv_code, location, locality, city, state, zone, lat, lng, media_type, format, lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt, sec_classification, male_600mt, female_600mt, networks, poi, planning_enabled, demographics, additional_data, details, audience_inputs from inventory_import_rows
     where import_id = $1 and seq > $2 and seq <= $3
     order by seq
    on conflict (site_code) do update set
      site_code = excluded.site_code, supplier_code = excluded.supplier_code, vendor_inv_code = excluded.vendor_inv_code, location = excluded.location, locality = excluded.locality, city = excluded.city, state = excluded.state, zone = excluded.zone, lat = excluded.lat, lng = excluded.lng, media_type = excluded.media_type, format = excluded.format, lighting = excluded.lighting, type = excluded.type, width = excluded.width, height = excluded.height, area_n = excluded.area_n, price = excluded.price, final_score = excluded.final_score, traffic_density = excluded.traffic_density, sec_600mt = excluded.sec_600mt, sec_classification = excluded.sec_classification, male_600mt = excluded.male_600mt, female_600mt = excluded.female_600mt, networks = excluded.networks, poi = excluded.poi, demographics = excluded.demographics, additional_data = excluded.additional_data, details = excluded.details, audience_inputs = excluded.audience_inputs, updated_at = now()
      where sites.vendor_id = excluded.vendor_id
    returning site_code, (xmax = 0) as inserted;

-- refusedStagedRows
-- params: ["00000000-0000-4000-8000-00000000000e",0,100,["ABC-001"]]
select s.line, s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map
           from (select *, 0 as id, null::text as site_map from inventory_import_rows
                  where import_id = $1 and seq > $2 and seq <= $3
                    and site_code <> all($4::text[])) s
          order by s.seq;

-- recordMergedChunk
-- params: [0,60,40,"00000000-0000-4000-8000-00000000000e",0]
update inventory_imports
          set merged_chunks = array_append(merged_chunks, $1), added = added + $2,
              updated = updated + $3
        where id = $4 and not ($5 = any(merged_chunks)) returning id;

-- otherImports
-- params: ["00000000-0000-4000-8000-00000000000e"]
select exists (select 1 from inventory_imports where id <> $1) as others;

-- deleteStagedRows
-- params: ["00000000-0000-4000-8000-00000000000e",0,2000]
delete from inventory_import_rows where import_id = $1 and seq > $2 and seq <= $3;

-- lastStagedSeq
-- params: ["00000000-0000-4000-8000-00000000000e"]
select coalesce(max(seq), 0)::int as last from inventory_import_rows where import_id = $1;

-- deleteImportState
-- params: ["00000000-0000-4000-8000-00000000000e"]
delete from inventory_imports where id = $1 returning vendor_id, total, added, updated;

-- markInventoryUploaded
-- params: ["00000000-0000-4000-8000-00000000000b"]
update vendors set inv_uploaded = true, inv_last_updated = now() where id = $1;

-- markImportJobDone
-- params: ["{\"vendorId\":\"00000000-0000-4000-8000-00000000000b\",\"total\":3,\"added\":1,\"updated\":1}","00000000-0000-4000-8000-00000000000e"]
update jobs set status = 'done', result = $1::jsonb, updated_at = now()
    where id = $2;

-- discardImportState
-- params: ["00000000-0000-4000-8000-00000000000e"]
delete from inventory_imports where id = $1;

-- deleteImportJob
-- params: ["00000000-0000-4000-8000-00000000000e"]
delete from jobs where id = $1;

-- importState
-- params: ["00000000-0000-4000-8000-00000000000e"]
select status, staged,
      chunk_rows, merged_chunks from inventory_imports where id = $1;

-- importOwner
-- params: ["00000000-0000-4000-8000-00000000000b"]
select id, name from vendors where id = $1;

-- importUser
-- params: ["00000000-0000-4000-8000-00000000000c"]
select id, vendor_id from users where id = $1;

-- regionCities
-- params: []
select r.name as state,
      coalesce(array_agg(c.name) filter (where c.code is not null), '{}') as cities
    from regions r left join communes c on c.region_code = r.code group by r.name;

-- ownerEmail
-- params: ["00000000-0000-4000-8000-00000000000b"]
select email from vendors where id = $1;

-- lockImportRows
-- params: []
lock table inventory_import_rows in access exclusive mode;

-- truncateImportRows
-- params: []
truncate inventory_import_rows;
