-- ownerSitesToSync
-- params: [[1,2],"00000000-0000-4000-8000-00000000000b"]
select s.site_code, v.name as media_owner, s.location, s.city, s.state, s.lat, s.lng, s.format,
            coalesce(s.additional_data->>'static_digital', '') as static_digital, v.name as owner
       from sites s join vendors v on v.id = s.vendor_id
      where s.id = any($1::bigint[]) and s.vendor_id = $2
      order by s.site_code;
