-- campaignScopeQuery
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c",["00000000-0000-4000-8000-00000000000d"]]
select c.id as "_id", c.states, c.cities, c.media_type,
      c.start_date::text as start_date, c.end_date::text as end_date
    from campaigns c where c.id = $1 and c.agency_id = $2
    and (c.created_by = $3 or c.created_by = any($4::uuid[]));

-- mapInventoryQuery (every filter, in bounds)
-- params: [16384,16384,9800,[33.30298618122413,33.32134852669881,33.33970700424027,33.35806161277886,33.37641235124678,33.39475921857798,33.413102213708285,33.43144133557529,33.44977658311844,33.46810795527896,33.486435450999885,33.504759069226075,33.52307880890421,33.54139466898275,33.559706648411975,33.578014746144,33.596318961132695],"00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],["Santiago","Providencia"],["ooh"],-33.6,-33.3,-70.8,-70.5,["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",1500,1500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e",-70.8,-33.6,-70.5,-33.3,["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e",-70.8,-33.6,-70.5,-33.3,["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31"]
with cells as (
      select count(*) filter (where not h.planned)::int as n,
             count(*) filter (where h.planned)::int as planned,
             count(*) filter (where h.booked and not h.planned)::int as booked,
             avg(h.lng) as lng, avg(h.lat) as lat,
             min(h.lng) as west, min(h.lat) as south, max(h.lng) as east, max(h.lat) as north
        from (select least($1::float8 - 1, floor((s.lng + 180) / 360 * $2::float8))::int as cx, ($3::int + width_bucket(-s.lat, $4::float8[]))::int as cy, s.lng, s.lat,
                     s.id in (select mine.site_id from plan_rows mine where mine.campaign_id = $5::uuid) as planned,
                     s.id in (select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> $6::uuid
          and b.period && daterange($7::date, $8::date, '[]')) as booked
                from site_map_points s where s.state = any(array(select vc.code from site_value_codes vc where vc.value = any($9::text[])))
    and s.city = any(array(select vc.code from site_value_codes vc where vc.value = any($10::text[])))
    and s.type = any(array(select vc.code from site_value_codes vc where vc.value = any($11::text[])))
    and s.lat between $12::float8 and $13::float8
    and s.lng between $14::float8 and $15::float8
    and s.sec_classification = any(array(select vc.code from site_value_codes vc where vc.value = any($16::text[])))
    and s.traffic_density = any(array(select vc.code from site_value_codes vc where vc.value = any($17::text[])))
    and s.sec_600mt = any(array(select vc.code from site_value_codes vc where vc.value = any($18::text[])))
    and s.format = any(array(select vc.code from site_value_codes vc where vc.value = any($19::text[])))
    and s.media_type = any(array(select vc.code from site_value_codes vc where vc.value = any($20::text[])))
    and s.type = any(array(select vc.code from site_value_codes vc where vc.value = any($21::text[])))
    and s.vendor_id in (select v.id from vendors v where v.name = any($22::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $23
    and s.area_n <= $24
    and s.final_score >= $25
    and exists (
      select 1 from nearby_places np
       where np.id = any($26::bigint[])
         and s.lat between np.lat - ($27::float8 / 110000) and np.lat + ($28::float8 / 110000) and s.lng between np.lng - (($29::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))) and np.lng + (($30::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1))))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $31::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $32::uuid
      and b.period && daterange($33::date, $34::date, '[]')) offset 0) h
       group by h.cx, h.cy
      having count(*) filter (where not h.planned) > 0)
    select t.total,
           case when t.total > $35::int then (
             select json_agg(json_build_object('lng', round((c.lng)::numeric, 5), 'lat', round((c.lat)::numeric, 5),
                       'count', c.n, 'planned', c.planned, 'booked', c.booked,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from cells c) end::text as clusters,
           case when t.total <= $36::int then (
             select coalesce(json_agg(json_build_object('_id', s.id, 'site_code', s.site_code, 'lat', s.lat,
                       'lng', s.lng, 'price', s.price, 'type', s.type, 'media_type', s.media_type,
                       'm', s.measures, 'booked', s.id in (select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> $37::uuid
          and b.period && daterange($38::date, $39::date, '[]')))
                     order by s.final_score desc, s.id), '[]')
               from sites s where s.planning_enabled
    and s.state = any($40::text[])
    and s.city = any($41::text[])
    and s.type = $42
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $43::uuid)
    and s.position <@ box(point($44, $45), point($46, $47))
    and s.sec_classification = any($48::text[])
    and s.traffic_density = any($49::text[])
    and s.sec_600mt = any($50::text[])
    and s.format = any($51::text[])
    and s.media_type = any($52::text[])
    and s.type = any($53::text[])
    and s.vendor_id in (select v.id from vendors v where v.name = any($54::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $55
    and s.area_n <= $56
    and s.final_score >= $57
    and exists (
      select 1 from nearby_places np
       where np.id = any($58::bigint[])
         and s.position <@ box(point(np.lng - (($59::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat - ($60::float8 / 110000)), point(np.lng + (($61::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat + ($62::float8 / 110000)))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $63::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $64::uuid
      and b.period && daterange($65::date, $66::date, '[]'))) end::text as sites,
           case when t.total <= 10000 then (
             select coalesce(json_agg(s.id order by s.id), '[]') from sites s where s.planning_enabled
    and s.state = any($67::text[])
    and s.city = any($68::text[])
    and s.type = $69
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $70::uuid)
    and s.position <@ box(point($71, $72), point($73, $74))
    and s.sec_classification = any($75::text[])
    and s.traffic_density = any($76::text[])
    and s.sec_600mt = any($77::text[])
    and s.format = any($78::text[])
    and s.media_type = any($79::text[])
    and s.type = any($80::text[])
    and s.vendor_id in (select v.id from vendors v where v.name = any($81::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $82
    and s.area_n <= $83
    and s.final_score >= $84
    and exists (
      select 1 from nearby_places np
       where np.id = any($85::bigint[])
         and s.position <@ box(point(np.lng - (($86::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat - ($87::float8 / 110000)), point(np.lng + (($88::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat + ($89::float8 / 110000)))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $90::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $91::uuid
      and b.period && daterange($92::date, $93::date, '[]'))) end::text as ids
      from (select coalesce(sum(n), 0)::int as total from cells) t;

-- mapInventoryQuery (whole campaign)
-- params: [32,32,-1,[-85.05112877980659,-83.97925949886206,-82.67628497834902,-81.09321385260839,-79.17133464081945,-76.84081641443098,-74.01954331150228,-70.61261423801923,-66.51326044311186,-61.606396371386275,-55.77657301866768,-48.92249926375824,-40.979898069620134,-31.952162238024968,-21.943045533438177,-11.178401873711783,0,11.178401873711783,21.943045533438177,31.952162238024968,40.979898069620134,48.92249926375824,55.77657301866768,61.606396371386275,66.51326044311186,70.61261423801923,74.01954331150228,76.84081641443098,79.17133464081945,81.09321385260839,82.67628497834902,83.97925949886206],"00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],1500,1500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],"00000000-0000-4000-8000-00000000000e",["Metropolitana de Santiago"],"00000000-0000-4000-8000-00000000000e"]
with cells as (
      select count(*) filter (where not h.planned)::int as n,
             count(*) filter (where h.planned)::int as planned,
             count(*) filter (where h.booked and not h.planned)::int as booked,
             avg(h.lng) as lng, avg(h.lat) as lat,
             min(h.lng) as west, min(h.lat) as south, max(h.lng) as east, max(h.lat) as north
        from (select least($1::float8 - 1, floor((s.lng + 180) / 360 * $2::float8))::int as cx, ($3::int + width_bucket(-s.lat, $4::float8[]))::int as cy, s.lng, s.lat,
                     s.id in (select mine.site_id from plan_rows mine where mine.campaign_id = $5::uuid) as planned,
                     s.id in (select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> $6::uuid
          and b.period && daterange($7::date, $8::date, '[]')) as booked
                from site_map_points s where s.state = any(array(select vc.code from site_value_codes vc where vc.value = any($9::text[]))) offset 0) h
       group by h.cx, h.cy
      having count(*) filter (where not h.planned) > 0)
    select t.total,
           case when t.total > $10::int then (
             select json_agg(json_build_object('lng', round((c.lng)::numeric, 5), 'lat', round((c.lat)::numeric, 5),
                       'count', c.n, 'planned', c.planned, 'booked', c.booked,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from cells c) end::text as clusters,
           case when t.total <= $11::int then (
             select coalesce(json_agg(json_build_object('_id', s.id, 'site_code', s.site_code, 'lat', s.lat,
                       'lng', s.lng, 'price', s.price, 'type', s.type, 'media_type', s.media_type,
                       'm', s.measures, 'booked', s.id in (select b.site_id from plan_rows b
        where b.status = 'booked' and b.campaign_id <> $12::uuid
          and b.period && daterange($13::date, $14::date, '[]')))
                     order by s.final_score desc, s.id), '[]')
               from sites s where s.planning_enabled
    and s.state = any($15::text[])
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $16::uuid)) end::text as sites,
           case when t.total <= 10000 then (
             select coalesce(json_agg(s.id order by s.id), '[]') from sites s where s.planning_enabled
    and s.state = any($17::text[])
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $18::uuid)) end::text as ids
      from (select coalesce(sum(n), 0)::int as total from cells) t;

-- mapCellsQuery (in bounds)
-- params: [["Metropolitana de Santiago"],["digital"],["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],-33.30298628122413,["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],-33.596318861132694,["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],-70.7958983375,["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],-70.51025400625,"00000000-0000-4000-8000-00000000000e",["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",["Metropolitana de Santiago"],-33.6,-33.3,-70.8,-70.5,["digital"],"00000000-0000-4000-8000-00000000000e"]
with whole as (
      select c.cx >> 1 as kx, c.cy >> 1 as ky, sum(c.n)::int as n,
             sum(c.sum_lat) as sum_lat, sum(c.sum_lng) as sum_lng, min(c.min_lat) as south,
             max(c.max_lat) as north, min(c.min_lng) as west, max(c.max_lng) as east
        from site_map_cells c where c.state = any($1::text[]) and c.type = any($2::text[]) and c.cx > 4969 and c.cx < 4983 and c.cy > 9800 and c.cy < 9817
       group by 1, 2),
    cut as (
      select (plano_map_cx(s.lng) >> 1) as kx, (plano_map_cy(s.lat) >> 1) as ky, count(*)::int as n, sum(s.lat) as sum_lat,
             sum(s.lng) as sum_lng, min(s.lat) as south, max(s.lat) as north, min(s.lng) as west, max(s.lng) as east
        from (select s.lat, s.lng from sites s where s.planning_enabled
    and s.state = any($3::text[])
    and s.lat between $4::float8 and $5::float8
    and s.lng between $6::float8 and $7::float8
    and s.type = any($8::text[]) and s.lat >= $9 and plano_map_cy(s.lat) <= 9800
      union all select s.lat, s.lng from sites s where s.planning_enabled
    and s.state = any($10::text[])
    and s.lat between $11::float8 and $12::float8
    and s.lng between $13::float8 and $14::float8
    and s.type = any($15::text[]) and s.lat <= $16 and plano_map_cy(s.lat) >= 9817 and plano_map_cy(s.lat) > 9800
      union all select s.lat, s.lng from sites s where s.planning_enabled
    and s.state = any($17::text[])
    and s.lat between $18::float8 and $19::float8
    and s.lng between $20::float8 and $21::float8
    and s.type = any($22::text[]) and s.lng <= $23 and plano_map_cx(s.lng) <= 4969 and plano_map_cy(s.lat) > 9800 and plano_map_cy(s.lat) < 9817
      union all select s.lat, s.lng from sites s where s.planning_enabled
    and s.state = any($24::text[])
    and s.lat between $25::float8 and $26::float8
    and s.lng between $27::float8 and $28::float8
    and s.type = any($29::text[]) and s.lng >= $30 and plano_map_cx(s.lng) >= 4983 and plano_map_cx(s.lng) > 4969 and plano_map_cy(s.lat) > 9800 and plano_map_cy(s.lat) < 9817) s
       group by 1, 2),
    cells as (
      select kx, ky, sum(n)::int as n, sum(sum_lat) / sum(n) as lat, sum(sum_lng) / sum(n) as lng,
             min(south) as south, max(north) as north, min(west) as west, max(east) as east
        from (select * from whole union all select * from cut) both_parts
       group by kx, ky),
    planned as (
      select (plano_map_cx(s.lng) >> 1) as kx, (plano_map_cy(s.lat) >> 1) as ky, count(*)::int as n
        from plan_rows mine join sites s on s.id = mine.site_id
       where mine.campaign_id = $31::uuid and s.planning_enabled
    and s.state = any($32::text[])
    and s.lat between $33::float8 and $34::float8
    and s.lng between $35::float8 and $36::float8
    and s.type = any($37::text[])
       group by 1, 2),
    booked as (
      select (plano_map_cx(s.lng) >> 1) as kx, (plano_map_cy(s.lat) >> 1) as ky, count(distinct s.id)::int as n
        from plan_rows b join sites s on s.id = b.site_id
       where b.status = 'booked' and b.campaign_id <> $38::uuid and b.period && daterange($39::date, $40::date, '[]') and s.planning_enabled
    and s.state = any($41::text[])
    and s.lat between $42::float8 and $43::float8
    and s.lng between $44::float8 and $45::float8
    and s.type = any($46::text[])
         and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $47::uuid)
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
              from answer a)::text as clusters;

-- placesQuery
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"]]
select coalesce(json_agg(json_build_object(
              '_id', np.id, 'name', np.name, 'category', np.category, 'icon', np.icon,
              'loc', json_build_object('coordinates', json_build_array(np.lng, np.lat)))
            order by np.name, np.id), '[]') as places
       from nearby_places np where np.state = any($1::text[]) and np.city = any($2::text[]);

-- densestPlaceQuery
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh"]
select sum(c.sum_lng) / sum(c.n) as lng, sum(c.sum_lat) / sum(c.n) as lat
      from site_map_cells c
     where c.state = any($1::text[]) and c.city = any($2::text[]) and c.type = $3
     group by c.cx, c.cy order by sum(c.n) desc, c.cx, c.cy limit 1;

-- gridCount (every filter)
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],["ooh"],"00000000-0000-4000-8000-00000000000e",["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31"]
select count(*)::int as n from site_map_points s where s.state = any(array(select vc.code from site_value_codes vc where vc.value = any($1::text[])))
    and s.city = any(array(select vc.code from site_value_codes vc where vc.value = any($2::text[])))
    and s.type = any(array(select vc.code from site_value_codes vc where vc.value = any($3::text[])))
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid)
    and s.sec_classification = any(array(select vc.code from site_value_codes vc where vc.value = any($5::text[])))
    and s.traffic_density = any(array(select vc.code from site_value_codes vc where vc.value = any($6::text[])))
    and s.sec_600mt = any(array(select vc.code from site_value_codes vc where vc.value = any($7::text[])))
    and s.format = any(array(select vc.code from site_value_codes vc where vc.value = any($8::text[])))
    and s.media_type = any(array(select vc.code from site_value_codes vc where vc.value = any($9::text[])))
    and s.type = any(array(select vc.code from site_value_codes vc where vc.value = any($10::text[])))
    and s.vendor_id in (select v.id from vendors v where v.name = any($11::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $12
    and s.area_n <= $13
    and s.final_score >= $14
    and exists (
      select 1 from nearby_places np
       where np.id = any($15::bigint[])
         and s.lat between np.lat - ($16::float8 / 110000) and np.lat + ($17::float8 / 110000) and s.lng between np.lng - (($18::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))) and np.lng + (($19::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1))))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $20::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $21::uuid
      and b.period && daterange($22::date, $23::date, '[]'));

-- gridCount (searching)
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e","%nunoa%"]
select count(*)::int as n from sites s where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid) and (s.search_text like $5 escape '\');

-- gridCount (searching, an owner named so)
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e","%metropolis%",["00000000-0000-4000-8000-00000000000b"]]
select count(*)::int as n from sites s where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid) and ((s.search_text like $5 escape '\') or s.vendor_id = any($6::uuid[]));

-- gridOwners
-- params: ["%plaza%","%nunoa%"]
select o.id from vendors o where plano_fold(o.name) like $1 escape '\' and plano_fold(o.name) like $2 escape '\';

-- gridPage
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e",["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",20,20]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data
    from sites s join vendors v on v.id = s.vendor_id where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid)
    and s.sec_classification = any($5::text[])
    and s.traffic_density = any($6::text[])
    and s.sec_600mt = any($7::text[])
    and s.format = any($8::text[])
    and s.media_type = any($9::text[])
    and s.type = any($10::text[])
    and s.vendor_id in (select v.id from vendors v where v.name = any($11::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $12
    and s.area_n <= $13
    and s.final_score >= $14
    and exists (
      select 1 from nearby_places np
       where np.id = any($15::bigint[])
         and s.position <@ box(point(np.lng - (($16::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat - ($17::float8 / 110000)), point(np.lng + (($18::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat + ($19::float8 / 110000)))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $20::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $21::uuid
      and b.period && daterange($22::date, $23::date, '[]'))
    order by s.final_score desc, s.id
    limit $24 offset $25;

-- gridPage (searching)
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e","%plaza%","%nunoa%",10,0]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data
    from sites s join vendors v on v.id = s.vendor_id where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid) and (s.search_text like $5 escape '\' and s.search_text like $6 escape '\')
    order by s.final_score desc, s.id
    limit $7 offset $8;

-- plannableSite
-- params: [1]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data from sites s join vendors v on v.id = s.vendor_id
    where s.id = $1 and s.planning_enabled;

-- facetsQuery
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh"]
with kept as (
      select c.facet, c.value from site_facets c where c.state = any($1::text[]) and c.city = any($2::text[]) and c.type = $3
       group by c.facet, c.value)
    select (select array_agg(v.name order by v.name) from vendors v
             where v.id in (select k.value::uuid from kept k where k.facet = 'media_owner')) as media_owner,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'sec_classification') as sec_classification,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'sec_600mt') as sec_600mt,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'format') as format,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'media_type') as media_type,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'traffic_density') as traffic_density,
           (select array_agg(k.value order by k.value) from kept k where k.facet = 'network') as networks;

-- recountFacetsQuery
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],["ooh"]]
select plano_site_facets_recount($1::text[], $2::text[], $3::text[]) as recounted;

-- recountFacetsEverywhere
-- params: [["Metropolitana de Santiago"],null,null]
select plano_site_facets_recount($1::text[], $2::text[], $3::text[]) as recounted;

-- recountEveryDirtyArea
-- params: [null,null,null]
select plano_site_facets_recount($1::text[], $2::text[], $3::text[]) as recounted;

-- selectionCount
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e",-70.8,-33.6,-70.5,-33.3,["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",[3,4]]
select count(*)::float8 as n from sites s where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid)
    and s.position <@ box(point($5, $6), point($7, $8))
    and s.sec_classification = any($9::text[])
    and s.traffic_density = any($10::text[])
    and s.sec_600mt = any($11::text[])
    and s.format = any($12::text[])
    and s.media_type = any($13::text[])
    and s.type = any($14::text[])
    and s.vendor_id in (select v.id from vendors v where v.name = any($15::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $16
    and s.area_n <= $17
    and s.final_score >= $18
    and exists (
      select 1 from nearby_places np
       where np.id = any($19::bigint[])
         and s.position <@ box(point(np.lng - (($20::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat - ($21::float8 / 110000)), point(np.lng + (($22::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat + ($23::float8 / 110000)))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $24::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $25::uuid
      and b.period && daterange($26::date, $27::date, '[]'))
    and s.id not in (select unnest($28::bigint[]));

-- selectableIds
-- params: [[1,2],["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e"]
select s.id::float8 as id from sites s
    where s.id = any((select $1::bigint[])::bigint[]) and s.planning_enabled
    and s.state = any($2::text[])
    and s.city = any($3::text[])
    and s.type = $4
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $5::uuid)
    order by s.id;

-- addedPrice (listed)
-- params: [[1,2],"00000000-0000-4000-8000-00000000000e"]
select coalesce(sum(s.price), 0)::float8 as added from sites s where s.id = any((select $1::bigint[])::bigint[]) and s.planning_enabled
        and not exists (select 1 from plan_rows pr where pr.campaign_id = $2::uuid and pr.site_id = s.id);

-- addedPrice (selection)
-- params: [["Metropolitana de Santiago"],["Santiago","Providencia"],"ooh","00000000-0000-4000-8000-00000000000e",-70.8,-33.6,-70.5,-33.3,["ABC1"],["high"],["C2"],["Billboard"],["Billboard"],["ooh"],["Owner"],10,100,0.5,[1,2],500,500,500,500,500,"00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31",[3,4]]
select coalesce(sum(s.price), 0)::float8 as added from sites s where s.planning_enabled
    and s.state = any($1::text[])
    and s.city = any($2::text[])
    and s.type = $3
    and not exists (select 1 from plan_rows mine where mine.site_id = s.id and mine.campaign_id = $4::uuid)
    and s.position <@ box(point($5, $6), point($7, $8))
    and s.sec_classification = any($9::text[])
    and s.traffic_density = any($10::text[])
    and s.sec_600mt = any($11::text[])
    and s.format = any($12::text[])
    and s.media_type = any($13::text[])
    and s.type = any($14::text[])
    and s.vendor_id in (select v.id from vendors v where v.name = any($15::text[]))
    and s.female_600mt >= 50
    and s.area_n >= $16
    and s.area_n <= $17
    and s.final_score >= $18
    and exists (
      select 1 from nearby_places np
       where np.id = any($19::bigint[])
         and s.position <@ box(point(np.lng - (($20::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat - ($21::float8 / 110000)), point(np.lng + (($22::float8 / 110000) / cos(radians(least(89, abs(np.lat) + 1)))), np.lat + ($23::float8 / 110000)))
         and 2 * 6378168 * asin(least(1, sqrt(
        sin(radians(s.lat - np.lat) / 2) ^ 2
        + cos(radians(np.lat)) * cos(radians(s.lat)) * sin(radians(s.lng - np.lng) / 2) ^ 2))) <= $24::float8)
    and not exists (select 1 from plan_rows b where b.site_id = s.id and b.status = 'booked'
      and b.campaign_id <> $25::uuid
      and b.period && daterange($26::date, $27::date, '[]'))
    and s.id not in (select unnest($28::bigint[]));
