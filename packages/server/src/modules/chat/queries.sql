-- insertMessage
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d","Example","{\"type\":\"text\",\"text\":\"Hello\"}"]
insert into chat_messages (from_user_id, to_user_id, username, message)
    values ($1, $2, $3, $4::jsonb)
    returning id as "_id", username, from_user_id::text as uid, to_user_id::text as "to", message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at;

-- conversationPage
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d","00000000-0000-4000-8000-00000000000d","00000000-0000-4000-8000-00000000000c",null,null,51]
select id as "_id", username, from_user_id::text as uid, to_user_id::text as "to", message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at from chat_messages m
    where ((from_user_id = $1 and to_user_id = $2) or (from_user_id = $3 and to_user_id = $4))
      and ($5::uuid is null
           or (created_at, id) < (select created_at, id from chat_messages where id = $6::uuid))
    order by created_at desc, id desc limit $7;

-- unreadCounts
-- params: ["00000000-0000-4000-8000-00000000000c"]
select from_user_id,
      count(*)::int as n
    from chat_messages where to_user_id = $1 and read_at is null group by from_user_id;

-- markConversationRead
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d"]
update chat_messages set read_at = now()
    where to_user_id = $1 and from_user_id = $2 and read_at is null;

-- linkOwner
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000e"]
select
      u.vendor_id, v.name
    from users u join vendors v on v.id = u.vendor_id
    where u.id = $1
      and exists (select 1 from plan_rows p join sites s on s.id = p.site_id
                   where p.campaign_id = $2 and s.vendor_id = u.vendor_id);

-- contactsOfLink (one person)
-- params: ["00000000-0000-4000-8000-00000000000e","member_management_policy","00000000-0000-4000-8000-00000000000d"]
select u.id, u.name, coalesce(a.name, v.name, '') as company
  from users u left join agencies a on a.id = u.agency_id left join vendors v on v.id = u.vendor_id, campaigns c
    where c.id = $1 and u.agency_id = c.agency_id and (c.created_by = u.id or c.created_by = any(u.shared_users)
  or exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
              where rp.role_id = u.role_id and p.name = $2)) and u.id = $3::uuid
    order by u.name;

-- contactsOfAgencyMember
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c",["00000000-0000-4000-8000-00000000000d"]]
select u.id, u.name, coalesce(a.name, v.name, '') as company
  from users u left join agencies a on a.id = u.agency_id left join vendors v on v.id = u.vendor_id
    where u.id <> $1 and (u.agency_id = $2 or u.vendor_id in (
      select s.vendor_id from campaigns c join plan_rows p on p.campaign_id = c.id
        join sites s on s.id = p.site_id where c.agency_id = $3
    and (c.created_by = $4 or c.created_by = any($5::uuid[])))) 
    order by u.name;

-- contactsOfOwnerUser
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000b","member_management_policy"]
select u.id, u.name, coalesce(a.name, v.name, '') as company
  from users u left join agencies a on a.id = u.agency_id left join vendors v on v.id = u.vendor_id
    where u.id <> $1 and (u.vendor_id = $2 or (u.agency_id is not null and exists (
      select 1 from campaigns c join plan_rows p on p.campaign_id = c.id join sites s on s.id = p.site_id
       where s.vendor_id = $3 and c.agency_id = u.agency_id and (c.created_by = u.id or c.created_by = any(u.shared_users)
  or exists (select 1 from role_policies rp join policies p on p.id = rp.policy_id
              where rp.role_id = u.role_id and p.name = $4)))))
      
    order by u.name;
