-- agencyOwner
-- params: ["00000000-0000-4000-8000-00000000000a"]
select owner_user_id from agencies where id = $1;

-- insertAgency
-- params: ["Agency"]
insert into agencies (name) values ($1) returning id;

-- setAgencyOwner
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a"]
update agencies set owner_user_id = $1 where id = $2;

-- memberForUpdate
-- params: ["00000000-0000-4000-8000-00000000000d","00000000-0000-4000-8000-00000000000a"]
select u.id, u.role_id, a.owner_user_id = u.id as is_owner
       from users u join agencies a on a.id = u.agency_id
      where u.id = $1 and u.agency_id = $2 for update of u;

-- agencyMemberCount
-- params: [["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d"],"00000000-0000-4000-8000-00000000000a"]
select count(*)::int as n from users where id = any($1::uuid[]) and agency_id = $2;

-- emailTaken (editing a user)
-- params: ["someone@plano.test","00000000-0000-4000-8000-00000000000c"]
select 1 from users where lower(email) = lower($1) and id is distinct from $2::uuid;

-- emailTaken (new user)
-- params: ["someone@plano.test",null]
select 1 from users where lower(email) = lower($1) and id is distinct from $2::uuid;

-- insertMember
-- params: ["Member","member@plano.test","hash","+56 9 1234 5678","00000000-0000-4000-8000-00000000000f",["North","South"],["00000000-0000-4000-8000-00000000000d"],"00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a"]
insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
                          business_units, shared_users, email_confirmed_at)
       select $1, $2, $3, a.name, $4, u.country, $5, a.id, $6, $7, now()
         from agencies a join users u on u.id = $8 where a.id = $9
       returning id;

-- insertAgencyOwner
-- params: ["Owner","owner@plano.test","hash","Agency","",null,"00000000-0000-4000-8000-00000000000f","00000000-0000-4000-8000-00000000000a",false]
insert into users (name, email, password_hash, company, phone, country, role_id, agency_id,
                        email_confirmed_at)
     values ($1, $2, $3, $4, $5, coalesce($6, 'Chile'), $7, $8, case when $9::boolean then now() end)
     returning id;

-- updateMemberDetails (all fields)
-- params: ["Member","member@plano.test","+56 9 1234 5678","00000000-0000-4000-8000-00000000000f",["North"],["00000000-0000-4000-8000-00000000000c"],"00000000-0000-4000-8000-00000000000d"]
update users set name = coalesce($1, name), email = coalesce($2, email), phone = coalesce($3, phone),
                        role_id = coalesce($4, role_id), business_units = coalesce($5, business_units),
                        shared_users = coalesce($6, shared_users)
        where id = $7;

-- updateMemberDetails (no field)
-- params: [null,null,null,null,null,null,"00000000-0000-4000-8000-00000000000d"]
update users set name = coalesce($1, name), email = coalesce($2, email), phone = coalesce($3, phone),
                        role_id = coalesce($4, role_id), business_units = coalesce($5, business_units),
                        shared_users = coalesce($6, shared_users)
        where id = $7;

-- updateOwnDetails
-- params: ["Example",null,"Agency",null,"00000000-0000-4000-8000-00000000000c"]
update users set name = coalesce($1, name), email = coalesce($2, email),
                          company = coalesce($3, company), phone = coalesce($4, phone)
          where id = $5;

-- passCampaigns
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d"]
update campaigns set created_by = $1 where created_by = $2;

-- unshareUser
-- params: ["00000000-0000-4000-8000-00000000000d","00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000d"]
update users set shared_users = array_remove(shared_users, $1::uuid) where agency_id = $2 and $3::uuid = any(shared_users);

-- deleteUser
-- params: ["00000000-0000-4000-8000-00000000000d"]
delete from users where id = $1;

-- setPasswordHash
-- params: ["hash","00000000-0000-4000-8000-00000000000d"]
update users set password_hash = $1 where id = $2;

-- agencyRoleIds
-- params: ["00000000-0000-4000-8000-00000000000a"]
select id from roles where agency_id = $1 order by name;

-- roleOfAgency
-- params: ["00000000-0000-4000-8000-00000000000f","00000000-0000-4000-8000-00000000000a"]
select 1 from roles where id = $1 and agency_id = $2;

-- insertRole
-- params: ["00000000-0000-4000-8000-00000000000a","Planner"]
insert into roles (agency_id, name) values ($1, $2) returning id;

-- insertOwnerRole
-- params: ["00000000-0000-4000-8000-00000000000a"]
insert into roles (agency_id, name) values ($1, 'owner') returning id;

-- renameRole
-- params: ["Planner","00000000-0000-4000-8000-00000000000f"]
update roles set name = $1 where id = $2;

-- clearRolePolicies
-- params: ["00000000-0000-4000-8000-00000000000f"]
delete from role_policies where role_id = $1;

-- insertRolePolicies
-- params: ["00000000-0000-4000-8000-00000000000f",["00000000-0000-4000-8000-000000000010"]]
insert into role_policies (role_id, policy_id) select $1, unnest($2::uuid[]);

-- grantPoliciesByName
-- params: ["00000000-0000-4000-8000-00000000000f",["add_to_plan_policy","campaign_update_policy","export data policy","create campaign policy","delete_campaign_policy","role_management_policy","member_management_policy","campaign_transfer_policy","approver policy","internal_approval_policy","remove_booked_inventory"]]
insert into role_policies (role_id, policy_id) select $1, id from policies where name = any($2::text[]);

-- policiesByIds
-- params: [["00000000-0000-4000-8000-000000000010"]]
select id, name from policies where id = any($1::uuid[]);

-- rolePolicyNames
-- params: ["00000000-0000-4000-8000-00000000000f"]
select p.name from role_policies rp join policies p on p.id = rp.policy_id where rp.role_id = $1;
