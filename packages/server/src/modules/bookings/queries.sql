-- lockCampaignBudget
-- params: ["00000000-0000-4000-8000-00000000000e"]
select budget::float8 as budget from campaigns
    where id = $1 for update;

-- planBudgetUsed
-- params: ["00000000-0000-4000-8000-00000000000e"]
select coalesce(sum(price), 0)::float8 as used from plan_rows
    where campaign_id = $1 and status <> 'rejected';

-- updateBudgetAfterAdding
-- params: [1000000,"00000000-0000-4000-8000-00000000000e"]
update campaigns set budget = $1, edited_at = now(),
              status = case when status = 'pending' then 'awaiting' else status end
        where id = $2;

-- siteCodesOf
-- params: [[1,2]]
select id::float8 as id, site_code from sites
    where id = any($1::bigint[]);

-- lockPlanRowsOf
-- params: ["00000000-0000-4000-8000-00000000000e",[1,2]]
select pr.site_id::float8 as site_id, s.site_code, pr.status, s.vendor_id
       from plan_rows pr join sites s on s.id = pr.site_id
      where pr.campaign_id = $1 and pr.site_id = any($2::bigint[])
      order by pr.site_id
      for update of pr;

-- lockSitesOf
-- params: [[1,2]]
select id from sites where id = any($1::bigint[])
      order by id for no key update;

-- insertHistory
-- params: ["00000000-0000-4000-8000-00000000000e","pending","00000000-0000-4000-8000-00000000000c","Example",[1],["S-1"],["planned"]]
insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
     select $1, u.site_id, u.site_code, u.from_status, $2, $3, $4
       from unnest($5::bigint[], $6::text[],
                   $7::text[]) as u(site_id, site_code, from_status);

-- insertHistory (a media owner by link)
-- params: ["00000000-0000-4000-8000-00000000000e","approved",null,"Owner (media owner)",[1],["S-1"],["planned"]]
insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
     select $1, u.site_id, u.site_code, u.from_status, $2, $3, $4
       from unnest($5::bigint[], $6::text[],
                   $7::text[]) as u(site_id, site_code, from_status);

-- refreshStatusOf
-- params: ["00000000-0000-4000-8000-00000000000e"]
update campaigns c set edited_at = now(), status = case
        when exists (select 1 from plan_rows where campaign_id = c.id and status = 'booked') then 'booked'
        when exists (select 1 from plan_rows where campaign_id = c.id) then 'awaiting'
        else 'pending' end
      where c.id = $1;

-- vendorContacts
-- params: [["00000000-0000-4000-8000-00000000000b"]]
select v.id as vendor_id, v.name,
              (select u.id from users u where u.vendor_id = v.id order by u.created_at limit 1) as link_user_id,
              array(select distinct e from unnest(array[v.email] || array(select u.email from users u where u.vendor_id = v.id)) e
                     where e is not null and e <> '') as recipients
         from vendors v where v.id = any($1::uuid[]);

-- markPending
-- params: ["00000000-0000-4000-8000-00000000000e",[1,2]]
update plan_rows set status = 'pending'
    where campaign_id = $1 and site_id = any($2::bigint[]);

-- markBooked
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000e",[1,2]]
update plan_rows set status = 'booked', approved_by = $1, approved_at = now()
        where campaign_id = $2 and site_id = any($3::bigint[]);

-- deletePlanRows
-- params: ["00000000-0000-4000-8000-00000000000e",[1,2]]
delete from plan_rows where campaign_id = $1 and site_id = any($2::bigint[]);

-- planSites (agency)
-- params: ["00000000-0000-4000-8000-00000000000e",null,null,false]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
      order by pr.created_at, s.id;

-- planSites (one owner, what was sent)
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000b",true]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
      order by pr.created_at, s.id;

-- planSites (the sites an action named)
-- params: ["00000000-0000-4000-8000-00000000000e",null,null,false,[1,2]]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
        and pr.site_id = any($5::bigint[])
      order by pr.created_at, s.id;

-- planSiteIds
-- params: ["00000000-0000-4000-8000-00000000000e",false]
select coalesce(json_agg(site_id order by site_id), '[]') as ids
       from plan_rows where campaign_id = $1 and ($2::boolean or status <> 'rejected');

-- planSitesPage (the plan's order)
-- params: ["00000000-0000-4000-8000-00000000000e",20,20]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.id in (select pr.id from plan_rows pr
                       where pr.campaign_id = $1
                       order by pr.created_at, pr.site_id
                       limit $2 offset $3)
      order by pr.created_at, pr.site_id;

-- planSitesPage (by status, descending)
-- params: ["00000000-0000-4000-8000-00000000000e",50,0]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.id in (select pr.id from plan_rows pr
                       where pr.campaign_id = $1
                       order by array_position(array['planned', 'pending', 'approved', 'booked', 'rejected'], pr.status) desc nulls last, pr.site_id
                       limit $2 offset $3)
      order by array_position(array['planned', 'pending', 'approved', 'booked', 'rejected'], pr.status) desc nulls last, pr.site_id;

-- planSitesPage (an owner's part, by city)
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000b",true,20,0]
select 
  s.id::float8 as id, s.site_code, s.supplier_code, s.vendor_inv_code, s.site_map, v.name as media_owner,
  s.vendor_id, s.location, s.locality, s.city, s.state, s.zone, s.media_type, s.format, s.lighting,
  s.height, s.width, s.area_n, s.price::float8 as price, s.final_score, s.lat, s.lng, s.planning_enabled,
  s.type, s.traffic_density, s.sec_600mt, s.sec_classification, s.male_600mt, s.female_600mt,
  s.networks, s.poi, s.demographics, s.additional_data, pr.id as plan_row_id, pr.status, pr.price::float8 as plan_price,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
            a.name as approved_by,
            to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as approved_at,
            exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
       left join users a on a.id = pr.approved_by
      where pr.id in (select pr.id from plan_rows pr join sites s on s.id = pr.site_id
                       where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
                       order by s.city asc nulls first, pr.site_id
                       limit $5 offset $6)
      order by s.city asc nulls first, pr.site_id;

-- planSize
-- params: ["00000000-0000-4000-8000-00000000000e"]
select count(*)::int as n from plan_rows where campaign_id = $1;

-- ownerPartSize
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000b",true]
select count(*)::int as n,
            count(*) filter (where pr.status = 'pending')::int as pending
       from plan_rows pr join sites s on s.id = pr.site_id
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null));

-- ownerPendingIds
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000b",true]
select coalesce(json_agg(pr.site_id order by pr.site_id), '[]') as ids
       from plan_rows pr join sites s on s.id = pr.site_id
      where pr.campaign_id = $1 and ($2::uuid is null or s.vendor_id = $3::uuid)
        and (not $4::boolean or pr.status in ('pending', 'approved', 'rejected')
             or (pr.status = 'booked' and pr.owner_decided_at is not null))
        and pr.status = 'pending';

-- planMapQuery (the whole plan)
-- params: ["00000000-0000-4000-8000-00000000000e",1500,"planned","planned","pending","pending","approved","approved","rejected","rejected","booked","booked",32,32,-1,[-85.05112877980659,-83.97925949886206,-82.67628497834902,-81.09321385260839,-79.17133464081945,-76.84081641443098,-74.01954331150228,-70.61261423801923,-66.51326044311186,-61.606396371386275,-55.77657301866768,-48.92249926375824,-40.979898069620134,-31.952162238024968,-21.943045533438177,-11.178401873711783,0,11.178401873711783,21.943045533438177,31.952162238024968,40.979898069620134,48.92249926375824,55.77657301866768,61.606396371386275,66.51326044311186,70.61261423801923,74.01954331150228,76.84081641443098,79.17133464081945,81.09321385260839,82.67628497834902,83.97925949886206],1500]
with h as materialized (
      select pr.site_id, pr.status, pr.price, pr.lng, pr.lat, exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
        from plan_rows pr
       where pr.campaign_id = $1),
    t as (select count(*)::int as total from h)
    select t.total,
           case when t.total > $2::int then (
             select json_agg(json_build_object('lng', round(c.lng::numeric, 5), 'lat', round(c.lat::numeric, 5),
                       'count', c.n, 'statuses', c.statuses, 'booked_elsewhere', c.booked_elsewhere,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from (select count(*)::int as n,
                            json_build_object($3::text, count(*) filter (where g.status = $4)::int, $5::text, count(*) filter (where g.status = $6)::int, $7::text, count(*) filter (where g.status = $8)::int, $9::text, count(*) filter (where g.status = $10)::int, $11::text, count(*) filter (where g.status = $12)::int) as statuses,
                            count(*) filter (where g.booked_elsewhere and g.status <> 'booked')::int as booked_elsewhere,
                            avg(g.lng) as lng, avg(g.lat) as lat,
                            min(g.lng) as west, min(g.lat) as south, max(g.lng) as east, max(g.lat) as north
                       from (select least($13::float8 - 1, floor((s.lng + 180) / 360 * $14::float8))::int as cx, ($15::int + width_bucket(-s.lat, $16::float8[]))::int as cy, s.lng, s.lat, s.status, s.booked_elsewhere
                               from h s offset 0) g
                      group by g.cx, g.cy) c) end::text as clusters,
           case when t.total <= $17::int then (
             select coalesce(json_agg(json_build_object('_id', h.site_id, 'site_code', s.site_code,
                       'lat', h.lat, 'lng', h.lng, 'price', h.price::float8, 'type', s.type,
                       'media_type', s.media_type, 'status', h.status, 'booked_elsewhere', h.booked_elsewhere)
                     order by h.site_id), '[]')
               from h join sites s on s.id = h.site_id) end::text as sites,
           (select json_build_array(round(avg(d.lng)::numeric, 5), round(avg(d.lat)::numeric, 5))
               from h d group by floor(d.lng * 10), floor(d.lat * 10)
              order by count(*) desc, floor(d.lng * 10), floor(d.lat * 10) limit 1)::text as centre
      from t;

-- planMapQuery (in view)
-- params: ["00000000-0000-4000-8000-00000000000e",-33.6,-33.3,-70.8,-70.5,1500,"planned","planned","pending","pending","approved","approved","rejected","rejected","booked","booked",2048,2048,1225,[33.43144133557529,33.578014746144],1500]
with h as materialized (
      select pr.site_id, pr.status, pr.price, pr.lng, pr.lat, exists (select 1 from plan_rows other
                     where other.site_id = pr.site_id and other.status = 'booked'
                       and other.campaign_id <> pr.campaign_id and other.period && pr.period) as booked_elsewhere
        from plan_rows pr
       where pr.campaign_id = $1 and pr.lat between $2::float8 and $3::float8
        and pr.lng between $4::float8 and $5::float8),
    t as (select count(*)::int as total from h)
    select t.total,
           case when t.total > $6::int then (
             select json_agg(json_build_object('lng', round(c.lng::numeric, 5), 'lat', round(c.lat::numeric, 5),
                       'count', c.n, 'statuses', c.statuses, 'booked_elsewhere', c.booked_elsewhere,
                       'bbox', json_build_array(floor(c.west * 1e5) / 1e5, floor(c.south * 1e5) / 1e5,
                                                ceil(c.east * 1e5) / 1e5, ceil(c.north * 1e5) / 1e5))
                     order by c.n desc, c.lng, c.lat)
               from (select count(*)::int as n,
                            json_build_object($7::text, count(*) filter (where g.status = $8)::int, $9::text, count(*) filter (where g.status = $10)::int, $11::text, count(*) filter (where g.status = $12)::int, $13::text, count(*) filter (where g.status = $14)::int, $15::text, count(*) filter (where g.status = $16)::int) as statuses,
                            count(*) filter (where g.booked_elsewhere and g.status <> 'booked')::int as booked_elsewhere,
                            avg(g.lng) as lng, avg(g.lat) as lat,
                            min(g.lng) as west, min(g.lat) as south, max(g.lng) as east, max(g.lat) as north
                       from (select least($17::float8 - 1, floor((s.lng + 180) / 360 * $18::float8))::int as cx, ($19::int + width_bucket(-s.lat, $20::float8[]))::int as cy, s.lng, s.lat, s.status, s.booked_elsewhere
                               from h s offset 0) g
                      group by g.cx, g.cy) c) end::text as clusters,
           case when t.total <= $21::int then (
             select coalesce(json_agg(json_build_object('_id', h.site_id, 'site_code', s.site_code,
                       'lat', h.lat, 'lng', h.lng, 'price', h.price::float8, 'type', s.type,
                       'media_type', s.media_type, 'status', h.status, 'booked_elsewhere', h.booked_elsewhere)
                     order by h.site_id), '[]')
               from h join sites s on s.id = h.site_id) end::text as sites,
           null::text as centre
      from t;

-- planHistoryOf
-- params: ["00000000-0000-4000-8000-00000000000e"]
select id::text as id, site_code, from_status as "from", to_status as "to",
            actor_name as "by", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "at"
       from plan_history where campaign_id = $1 order by created_at desc, id desc limit 2000;

-- bookedSites (all)
-- params: ["00000000-0000-4000-8000-00000000000e",false,null,null]
select s.id::float8 as id, s.site_code, v.name as media_owner, s.location, s.city, s.state,
            s.lat, s.lng, s.format, s.media_type,
            coalesce(s.additional_data->>'static_digital', '') as static_digital,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
      where pr.campaign_id = $1 and pr.status = 'booked'
        and (not $2::boolean or s.additional_data->>'static_digital' = 'Digital')
        and ($3::bigint[] is null
             or pr.site_id = any($4::bigint[]))
      order by s.site_code;

-- bookedSites (Digital, of ids)
-- params: ["00000000-0000-4000-8000-00000000000e",true,[1,2],[1,2]]
select s.id::float8 as id, s.site_code, v.name as media_owner, s.location, s.city, s.state,
            s.lat, s.lng, s.format, s.media_type,
            coalesce(s.additional_data->>'static_digital', '') as static_digital,
            lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end
       from plan_rows pr
       join sites s on s.id = pr.site_id
       join vendors v on v.id = s.vendor_id
      where pr.campaign_id = $1 and pr.status = 'booked'
        and (not $2::boolean or s.additional_data->>'static_digital' = 'Digital')
        and ($3::bigint[] is null
             or pr.site_id = any($4::bigint[]))
      order by s.site_code;

-- analysePlanRows
-- params: []
analyze plan_rows;

-- listedCandidates
-- params: ["00000000-0000-4000-8000-00000000000e",[1,2]]
select s.id::float8 as id,
            exists (select 1 from plan_rows pr where pr.campaign_id = $1::uuid and pr.site_id = s.id) as planned,
            (s.planning_enabled) as in_scope
       from sites s where s.id = any($2::bigint[]);

-- sitesPrice
-- params: [[1,2]]
select coalesce(sum(s.price), 0)::float8 as price from sites s where s.id = any($1::bigint[]);

-- insertPlanned
-- params: ["00000000-0000-4000-8000-00000000000e",[1,2],"00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000c","Example"]
with added as (
       insert into plan_rows (campaign_id, site_id, period, status, price, lng, lat)
       select c.id, s.id, daterange(c.start_date, c.end_date, '[]'), 'planned', s.price, s.lng, s.lat
         from campaigns c, sites s
        where c.id = $1::uuid and s.id = any($2::bigint[])
       on conflict (campaign_id, site_id) do nothing
       returning site_id, price),
     history as (
       insert into plan_history (campaign_id, site_id, site_code, from_status, to_status, actor_id, actor_name)
       select $3::uuid, a.site_id, s.site_code, null, 'planned', $4::uuid, $5
         from added a join sites s on s.id = a.site_id)
     select count(*)::float8 as count, coalesce(sum(price), 0)::float8 as price from added;

-- bookedByOthers
-- params: ["00000000-0000-4000-8000-00000000000a",[1,2],"00000000-0000-4000-8000-00000000000e"]
select
            distinct on (s.id) s.id::float8 as site_id, s.site_code,
            case when other_camp.agency_id = $1::uuid then other_camp.name end as campaign
       from campaigns c
       join sites s on s.id = any($2::bigint[])
       left join plan_rows mine on mine.campaign_id = c.id and mine.site_id = s.id
       join plan_rows other on other.site_id = s.id and other.status = 'booked' and other.campaign_id <> c.id
                           and other.period && coalesce(mine.period, daterange(c.start_date, c.end_date, '[]'))
       join campaigns other_camp on other_camp.id = other.campaign_id
      where c.id = $3::uuid
      order by s.id, lower(other.period);
