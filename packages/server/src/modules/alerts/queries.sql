-- insertAlerts
-- params: [["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-00000000000d"],"booking_completed","2 site(s) of Campaign booked","{\"campaign\":\"Campaign\",\"count\":2}","/admin/booked_inventory/00000000-0000-4000-8000-00000000000e"]
insert into alerts (user_id, kind, message, params, link)
     select unnest($1::uuid[]), $2, $3, $4::jsonb,
            $5
     returning user_id, id as "_id", kind, message, params, link, read_at is not null as read,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at;

-- insertAlerts (no link)
-- params: [["00000000-0000-4000-8000-00000000000c"],"deck_ready","Your deck is ready","{}",null]
insert into alerts (user_id, kind, message, params, link)
     select unnest($1::uuid[]), $2, $3, $4::jsonb,
            $5
     returning user_id, id as "_id", kind, message, params, link, read_at is not null as read,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at;

-- latestAlerts
-- params: ["00000000-0000-4000-8000-00000000000c"]
select id as "_id", kind, message, params, link, read_at is not null as read,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at from alerts where user_id = $1
    order by created_at desc, id desc limit 50;

-- unreadAlertCount
-- params: ["00000000-0000-4000-8000-00000000000c"]
select count(*)::int as n from alerts where user_id = $1 and read_at is null;

-- markRead (all)
-- params: ["00000000-0000-4000-8000-00000000000c",null,null]
update alerts set read_at = now()
      where user_id = $1 and read_at is null
        and ($2::uuid[] is null or id = any($3::uuid[]));

-- markRead (of ids)
-- params: ["00000000-0000-4000-8000-00000000000c",["00000000-0000-4000-8000-00000000000e"],["00000000-0000-4000-8000-00000000000e"]]
update alerts set read_at = now()
      where user_id = $1 and read_at is null
        and ($2::uuid[] is null or id = any($3::uuid[]));

-- campaignCreator
-- params: ["00000000-0000-4000-8000-00000000000e"]
select name, created_by from campaigns
    where id = $1;

-- ownersOfSites
-- params: [[1,2]]
select s.vendor_id,
      array_agg(distinct u.id) as user_ids, count(distinct s.id)::int as n
       from sites s join users u on u.vendor_id = s.vendor_id
      where s.id = any($1::bigint[]) group by s.vendor_id;
