-- campaignsOfTab
-- params: ["pending","00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c",["00000000-0000-4000-8000-00000000000d"]]
select
    c.id, c.agency_id, c.name, c.brand, c.created_by, u.name as creator_name, u.email as creator_email,
    c.budget::float8 as budget, coalesce(plan.used, 0)::float8 as budget_used,
    coalesce(plan.size, 0)::int as plan_size, c.start_date::text as start_date, c.end_date::text as end_date,
    c.states, c.cities, c.media_type, c.networks, c.status, c.camp_type, c.locaudit_created, c.target_audience,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as edited_at
  from campaigns c
  join users u on u.id = c.created_by
  left join lateral (
    select sum(pr.price) as used, count(*) as size from plan_rows pr
     where pr.campaign_id = c.id and pr.status <> 'rejected'
  ) plan on true
    where c.status = $1 and c.agency_id = $2
    and (c.created_by = $3 or c.created_by = any($4::uuid[]))
    order by c.created_at desc;

-- visibleCampaign (member manager)
-- params: ["00000000-0000-4000-8000-00000000000e","00000000-0000-4000-8000-00000000000a"]
select
    c.id, c.agency_id, c.name, c.brand, c.created_by, u.name as creator_name, u.email as creator_email,
    c.budget::float8 as budget, coalesce(plan.used, 0)::float8 as budget_used,
    coalesce(plan.size, 0)::int as plan_size, c.start_date::text as start_date, c.end_date::text as end_date,
    c.states, c.cities, c.media_type, c.networks, c.status, c.camp_type, c.locaudit_created, c.target_audience,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as edited_at
  from campaigns c
  join users u on u.id = c.created_by
  left join lateral (
    select sum(pr.price) as used, count(*) as size from plan_rows pr
     where pr.campaign_id = c.id and pr.status <> 'rejected'
  ) plan on true where c.id = $1 and c.agency_id = $2;

-- campaignRowById
-- params: ["00000000-0000-4000-8000-00000000000e"]
select
    c.id, c.agency_id, c.name, c.brand, c.created_by, u.name as creator_name, u.email as creator_email,
    c.budget::float8 as budget, coalesce(plan.used, 0)::float8 as budget_used,
    coalesce(plan.size, 0)::int as plan_size, c.start_date::text as start_date, c.end_date::text as end_date,
    c.states, c.cities, c.media_type, c.networks, c.status, c.camp_type, c.locaudit_created, c.target_audience,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(c.edited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as edited_at
  from campaigns c
  join users u on u.id = c.created_by
  left join lateral (
    select sum(pr.price) as used, count(*) as size from plan_rows pr
     where pr.campaign_id = c.id and pr.status <> 'rejected'
  ) plan on true where c.id = $1;

-- visibleCampaignIds
-- params: [["00000000-0000-4000-8000-00000000000e"],"00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c",["00000000-0000-4000-8000-00000000000d"]]
select c.id from campaigns c
    where c.id = any($1::uuid[]) and c.agency_id = $2
    and (c.created_by = $3 or c.created_by = any($4::uuid[]));

-- insertCampaign
-- params: ["00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c","Brand","Name","2027-01-01","2027-01-31",1000000,"all",["Metropolitana de Santiago"],["All"],"{\"sex\":\"all\",\"age_from\":20,\"age_to\":40,\"classes\":[\"ab\"]}"]
insert into campaigns
      (agency_id, created_by, brand, name, start_date, end_date, budget, media_type, states, cities, target_audience)
    values ($1, $2, $3, $4, $5,
      $6, $7, $8, $9, $10,
      $11::jsonb)
    returning id;

-- unknownPlaces
-- params: [["Valparaíso"],["Viña del Mar"],"All",["Valparaíso"]]
select
    array(select s from unnest($1::text[]) s
           where not exists (select 1 from regions r where r.name = s)) as bad_states,
    array(select c from unnest($2::text[]) c
           where c <> $3 and not exists (
             select 1 from communes cm join regions r on r.code = cm.region_code
              where cm.name = c and r.name = any($4::text[]))) as bad_cities;

-- regionNames
-- params: []
select name as v from regions order by code;

-- communeNames (all)
-- params: []
select distinct c.name as v from communes c join regions r on r.code = c.region_code
     order by 1;

-- communeNames (of states)
-- params: [["Valparaíso"]]
select distinct c.name as v from communes c join regions r on r.code = c.region_code
    where r.name = any($1::text[]) order by 1;

-- siteColumnValues (of states)
-- params: [["Valparaíso"]]
select distinct "format" as v from sites where planning_enabled
    and state = any($1::text[]) order by 1;
