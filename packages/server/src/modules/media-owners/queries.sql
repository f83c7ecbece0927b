-- mediaOwnerById
-- params: ["00000000-0000-4000-8000-00000000000b"]
select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true where v.id = $1;

-- mediaOwnersOf (SPEC call, no body)
-- params: []
select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true
        where v.id in (select v.id from vendors v where true order by lower(v.name), v.id)
        order by lower(v.name), v.id;

-- mediaOwnersOf (page, every filter, sort by a text column)
-- params: ["%señal 100\\%\\_%","%bio-bio%","%via norte%","%+5622201%","%paged-3%",[true],"2026-03-10","2026-06-30",10,20]
select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true
        where v.id in (select v.id from vendors v where true and plano_fold(v.name) like plano_fold($1) escape '\' and plano_fold(array_to_string(v.states, ', ')) like plano_fold($2) escape '\' and plano_fold(array_to_string(v.aliases, ', ')) like plano_fold($3) escape '\' and regexp_replace(v.phone, '[[:space:]().-]', '', 'g') like $4 escape '\' and plano_fold(v.email) like plano_fold($5) escape '\' and v.inv_uploaded = any($6::boolean[]) and (v.inv_last_updated at time zone 'UTC')::date >= $7::date and (v.inv_last_updated at time zone 'UTC')::date <= $8::date order by lower(array_to_string(v.states, ', ')) desc nulls last, lower(v.name), v.id limit $9 offset $10)
        order by lower(array_to_string(v.states, ', ')) desc nulls last, lower(v.name), v.id;

-- mediaOwnersOf (sort by the last update)
-- params: []
select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true
        where v.id in (select v.id from vendors v where true order by v.inv_last_updated asc nulls first, lower(v.name), v.id)
        order by v.inv_last_updated asc nulls first, lower(v.name), v.id;

-- mediaOwnersCount (a filter)
-- params: ["%cordillera%"]
select count(*)::int as total from vendors v where true and plano_fold(v.name) like plano_fold($1) escape '\';

-- mediaOwnerChoices
-- params: ["%metropolis%","%metropolis%",20,20]
select p.id, p.name,
      (select count(*)::int from sites s where s.vendor_id = p.id) as site_count
         from (select v.id, v.name from vendors v where (
  plano_fold(v.name) like $1 escape '\'
  or exists (select 1 from unnest(v.aliases) a where plano_fold(a) like $2 escape '\')
)
                order by lower(v.name), v.id limit $3 offset $4) p
        order by lower(p.name), p.id;

-- mediaOwnerChoicesCount
-- params: ["%metropolis%","%metropolis%"]
select count(*)::int as total from vendors v where (
  plano_fold(v.name) like $1 escape '\'
  or exists (select 1 from unnest(v.aliases) a where plano_fold(a) like $2 escape '\')
);

-- unknownStatesCount
-- params: [["Región de Valparaíso"]]
select count(*)::int as bad from unnest($1::text[]) s
      where not exists (select 1 from regions r where r.name = s);

-- ownerNameOrEmailTaken
-- params: ["Carteles Sur","Ventas@Carteles-Sur.test","Ventas@Carteles-Sur.test"]
select 1 from vendors where lower(name) = lower($1) or lower(email) = lower($2)
     union all select 1 from users where lower(email) = lower($3) limit 1;

-- insertVendor
-- params: ["Carteles Sur",["Región de Valparaíso"],"+56 2 2345 6789","ventas@carteles-sur.test","Chile"]
insert into vendors (name, states, phone, email, country)
         values ($1, $2, $3, $4, $5)
         returning id;

-- insertOwnerUser
-- params: ["Carteles Sur","ventas@carteles-sur.test","hash","Carteles Sur","+56 2 2345 6789","Chile","00000000-0000-4000-8000-00000000000f","00000000-0000-4000-8000-00000000000b"]
insert into users (name, email, password_hash, company, phone, country, role_id, vendor_id,
                            email_confirmed_at)
         values ($1, $2, $3, $4, $5,
                 $6, $7, $8, now());

-- setVendorPhone
-- params: ["+56 2 2999 0000","00000000-0000-4000-8000-00000000000b"]
update vendors set phone = $1 where id = $2 returning id;

-- lockVendor
-- params: ["00000000-0000-4000-8000-00000000000b"]
select 1 from vendors where id = $1 for update;

-- vendorEmailTakenByOther
-- params: ["nuevo@carteles-sur.test","00000000-0000-4000-8000-00000000000b"]
select 1 from vendors where lower(email) = lower($1) and id <> $2;

-- setVendorEmail
-- params: ["nuevo@carteles-sur.test","00000000-0000-4000-8000-00000000000b"]
update vendors set email = $1 where id = $2;
