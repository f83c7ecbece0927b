-- insertMissingPolicies
-- params: ["[{\"name\":\"admin_panel\",\"description\":\"Create agency accounts and policies\"},{\"name\":\"inventory management\",\"description\":\"Manage the inventory of a media owner\"}]"]
insert into policies (name, description)
     select name, description from json_to_recordset($1::json) as x(name text, description text)
     on conflict (name) do nothing;

-- insertPlatformRoleIfMissing
-- params: ["admin"]
insert into roles (agency_id, name) values (null, $1) on conflict do nothing;

-- platformRoleId
-- params: ["admin"]
select id from roles where agency_id is null and name = $1;

-- grantMissingPolicies
-- params: ["00000000-0000-4000-8000-00000000000f",["admin_panel","read only access"]]
insert into role_policies (role_id, policy_id)
     select $1, id from policies where name = any($2::text[])
     on conflict do nothing;

-- firstAgencyNamed
-- params: ["Plano"]
select id from agencies where name = $1
    order by created_at, id limit 1;

-- platformAdminExists
-- params: ["admin_panel"]
select exists (
       select 1 from users u
         join role_policies rp on rp.role_id = u.role_id
         join policies p on p.id = rp.policy_id
        where p.name = $1) as found;

-- userByEmailWithAdmin
-- params: ["admin_panel","ops@plano.test"]
select u.id,
      exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
               where rp.role_id = u.role_id and p.name = $1) as admin
       from users u where lower(u.email) = $2;

-- insertPlatformAdmin
-- params: ["Ops","ops@plano.test","hash","Plano","00000000-0000-4000-8000-00000000000f","00000000-0000-4000-8000-00000000000a",["Plano Media","Plano Digital","Plano Outdoor"]]
insert into users (name, email, password_hash, company, role_id,
                        agency_id, business_units, email_confirmed_at)
     values ($1, $2, $3, $4, $5,
             $6, $7, now()) returning id;

-- setAgencyOwnerIfNone
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a"]
update agencies set owner_user_id = coalesce(owner_user_id, $1) where id = $2;

-- policyNamed
-- params: ["Reports"]
select 1 from policies where lower(name) = lower($1);

-- insertPolicy
-- params: ["Reports","Reads the reports"]
insert into policies (name, description) values ($1, $2)
    returning id, name, description;

-- allPolicies
-- params: []
select id, name, description from policies order by name;
