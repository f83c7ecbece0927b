-- ownerById
-- params: ["00000000-0000-4000-8000-00000000000b"]
select id, name from vendors where id = $1;

-- ownerSitesCount (searching)
-- params: ["00000000-0000-4000-8000-00000000000b","%plaza%","%nunoa%"]
select count(*)::int as n from sites s where s.vendor_id = $1 and s.search_text like $2 escape '\' and s.search_text like $3 escape '\';

-- ownerSitesPage
-- params: ["00000000-0000-4000-8000-00000000000b",50,100]
select s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map from sites s where s.vendor_id = $1
    order by s.site_code limit $2 offset $3;

-- ownerSitesPage (searching, sorted)
-- params: ["00000000-0000-4000-8000-00000000000b","%plaza%",50,0]
select s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map from (with found as materialized (select s.id from sites s where s.vendor_id = $1 and s.search_text like $2 escape '\')
        select s.* from sites s join found on found.id = s.id) s
    order by s.price desc, s.site_code limit $3 offset $4;

-- ownerSitesAfter
-- params: ["00000000-0000-4000-8000-00000000000b","SCL-0001",2000]
select s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map from sites s
    where s.vendor_id = $1 and s.site_code > $2
    order by s.site_code limit $3;

-- ownedCount
-- params: [[1,2],"00000000-0000-4000-8000-00000000000b"]
select count(*)::int as n from sites
    where id = any($1::bigint[]) and vendor_id = $2;

-- storedSite (of the owner)
-- params: [1,"00000000-0000-4000-8000-00000000000b"]
select s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map from sites s
    where s.id = $1 and s.vendor_id = $2;

-- storedSite (any owner)
-- params: [1]
select s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code,
  s.location, s.locality, s.city, s.state, s.zone, s.lat, s.lng, s.media_type, s.format, s.lighting,
  s.width, s.height, s.area_n, s.price::float8 as price, s.final_score, s.traffic_density, s.sec_600mt,
  s.sec_classification, s.networks, s.poi, s.demographics, s.additional_data, s.details,
  s.planning_enabled, s.site_map from sites s
    where s.id = $1;

-- codeTakenElsewhere
-- params: ["SCL-0001",1]
select id::float8 as id from sites where site_code = $1 and id <> $2;

-- bookingCampaigns
-- params: [[1,2]]
select distinct c.name
    from plan_rows b join campaigns c on c.id = b.campaign_id
    where b.site_id = any($1::bigint[]) and b.status = 'booked' order by c.name;

-- deleteOwnedSites
-- params: [[1,2],"00000000-0000-4000-8000-00000000000b"]
delete from sites where id = any($1::bigint[]) and vendor_id = $2
    returning id;

-- setOwnedPlanning
-- params: [false,[1,2],"00000000-0000-4000-8000-00000000000b"]
update sites set planning_enabled = $1, updated_at = now()
    where id = any($2::bigint[]) and vendor_id = $3;

-- bookedCampaignsOf
-- params: ["00000000-0000-4000-8000-00000000000a",[1,2]]
select b.site_id::float8 as site_id, c.name, c.start_date::text as start_date,
      c.end_date::text as end_date, c.states, c.cities, c.media_type, s.site_code,
      (c.agency_id = $1::uuid) as same_agency
    from plan_rows b join campaigns c on c.id = b.campaign_id join sites s on s.id = b.site_id
    where b.site_id = any($2::bigint[]) and b.status = 'booked'
    order by c.start_date;
