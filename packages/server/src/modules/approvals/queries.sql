-- ownerOfUser
-- params: ["00000000-0000-4000-8000-00000000000b"]
select u.vendor_id, v.name
    from users u left join vendors v on v.id = u.vendor_id where u.id = $1;

-- linkCampaign
-- params: ["00000000-0000-4000-8000-00000000000e"]
select id as "_id", name, brand, start_date::text as start_date, end_date::text as end_date
       from campaigns where id = $1;

-- recordOwnerDecision
-- params: ["approved","00000000-0000-4000-8000-00000000000b","00000000-0000-4000-8000-00000000000e",[1,2]]
update plan_rows set status = $1, owner_decided_by = $2, owner_decided_at = now()
        where campaign_id = $3 and site_id = any($4::bigint[]);
