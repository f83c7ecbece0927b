-- anyUser
-- params: []
select exists (select 1 from users) as seeded;

-- allPolicies
-- params: []
select id, name from policies;

-- insertRole
-- params: ["00000000-0000-4000-8000-00000000000a","planners"]
insert into roles (agency_id, name) values ($1, $2) returning id;

-- grantPolicies
-- params: ["00000000-0000-4000-8000-00000000000f",["00000000-0000-4000-8000-00000000000c"]]
insert into role_policies (role_id, policy_id) select $1, unnest($2::uuid[]);

-- insertAgency
-- params: ["Demo agency"]
insert into agencies (name) values ($1) returning id;

-- insertVendors
-- params: ["[]"]
insert into vendors
      (name, states, aliases, phone, email, country, inv_uploaded, inv_last_updated)
    select name, states, aliases, phone, email, 'Chile', true, inv_last_updated
      from json_to_recordset($1::json)
        as x(name text, states text[], aliases text[], phone text, email text, inv_last_updated timestamptz)
    returning id, name;

-- insertDemoUser
-- params: ["Example","example@plano.test","hash","Demo agency","+56 2 2400 1000","00000000-0000-4000-8000-00000000000f","00000000-0000-4000-8000-00000000000a",null,["Unit"],[]]
insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
      vendor_id, business_units, shared_users, email_confirmed_at)
    values ($1, $2, $3, $4, $5, 'Chile',
      $6, $7, $8, $9, $10, now())
    returning id;

-- setAgencyOwner (kept)
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a"]
update agencies set owner_user_id = coalesce(owner_user_id, $1) where id = $2;

-- setAgencyOwner
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a"]
update agencies set owner_user_id = $1 where id = $2;

-- planCandidates (of cities)
-- params: ["Valparaíso","Valparaíso",["Viña del Mar"],["Viña del Mar"],"ooh","ooh",[1]]
select id::float8 as id,
      price::float8 as price, city, state
    from sites
    where planning_enabled and ($1::text is null or state = $2)
      and ($3::text[] is null or city = any($4::text[]))
      and ($5 = 'all' or type = $6) and not (id = any($7::bigint[]))
    order by id limit 300;

-- planCandidates (anywhere)
-- params: [null,null,null,null,"all","all",[]]
select id::float8 as id,
      price::float8 as price, city, state
    from sites
    where planning_enabled and ($1::text is null or state = $2)
      and ($3::text[] is null or city = any($4::text[]))
      and ($5 = 'all' or type = $6) and not (id = any($7::bigint[]))
    order by id limit 300;

-- insertCampaign
-- params: ["00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c","Brand","Name","2027-01-01","2027-01-31",1000000,"all",["Valparaíso"],["All"],"booked","2026-12-01T00:00:00.000Z","2026-12-01T00:00:00.000Z"]
insert into campaigns (agency_id, created_by, brand, name, start_date, end_date, budget,
      media_type, states, cities, status, created_at, edited_at)
    values ($1, $2, $3, $4, $5, $6, $7,
      $8, $9, $10, $11, $12, $13)
    returning id;

-- insertPlanRows
-- params: ["00000000-0000-4000-8000-00000000000e","2027-01-01","2027-01-31","2026-12-01T00:00:00.000Z","[]"]
insert into plan_rows (campaign_id, site_id, period, status, price, approved_by, approved_at, created_at)
    select $1, site_id, daterange($2::date, $3::date, '[]'), status, price,
           approved_by, approved_at, $4
      from json_to_recordset($5::json)
        as x(site_id bigint, status text, price bigint, approved_by uuid, approved_at timestamptz);

-- insertPlacesJson
-- params: ["[]"]
insert into nearby_places (name, category, icon, city, state, lat, lng)
    select name, category, icon, city, state, lat, lng
      from json_to_recordset($1::json)
        as x(name text, category text, icon text, city text, state text, lat float8, lng float8);

-- siteIndexes
-- params: []
select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'sites'
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)));

-- roomForIndexBuilds
-- params: []
set local maintenance_work_mem = '256MB';

-- emptyTables
-- params: []
truncate table alerts restart identity cascade;

-- dropIndex
-- params: []
drop index "sites_format_idx";
