-- planSize
-- params: ["00000000-0000-4000-8000-00000000000e"]
select count(*)::int as n from plan_rows where campaign_id = $1;

-- excelPlanPage
-- params: ["00000000-0000-4000-8000-00000000000e",0,2000]
select s.id::float8 as site_id, s.site_code, s.supplier_code, v.name as media_owner, s.location,
              s.city, s.state, s.format, s.media_type, s.lighting, s.width, s.height, s.lat, s.lng,
              lower(pr.period)::text as booking_start, (upper(pr.period) - 1)::text as booking_end,
              pr.price::float8 as price, pr.status
         from plan_rows pr
         join sites s on s.id = pr.site_id
         join vendors v on v.id = s.vendor_id
        where pr.campaign_id = $1 and pr.site_id > $2
        order by pr.site_id
        limit $3;

-- upsertStoredFile
-- params: ["decks","00000000-0000-4000-8000-00000000000e.pptx","application/vnd.openxmlformats-officedocument.presentationml.presentation",1024,"00000000-0000-4000-8000-00000000000c"]
insert into stored_files (bucket, key, content_type, size, owner_user_id)
     values ($1, $2, $3, $4, $5)
     on conflict (bucket, key) do update set size = excluded.size, owner_user_id = excluded.owner_user_id, created_at = now();

-- storedFileInfo
-- params: ["decks","00000000-0000-4000-8000-00000000000e.pptx"]
select size::float8 as size, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from stored_files where bucket = $1 and key = $2;

-- sitePhotoKeys
-- params: [[1,2]]
select id::float8 as id, site_map from sites
      where id = any($1::bigint[]) and site_map is not null and site_map not like 'http%';

-- campaignName
-- params: ["00000000-0000-4000-8000-00000000000e"]
select name from campaigns where id = $1;
